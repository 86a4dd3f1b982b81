import type { ContentPage } from "~/content/types";
import { page as faq } from "./faq";
import { page as privacyNotice } from "./privacy-notice";
import { page as termsOfUse } from "./terms-of-use";

/** The help pages: questions, privacy and terms. */
export const helpPages: readonly ContentPage[] = [faq, privacyNotice, termsOfUse];
