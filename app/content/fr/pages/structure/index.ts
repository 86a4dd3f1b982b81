import type { ContentPage } from "~/content/types";
import { page as economicSocialCouncil } from "./economic-social-council";
import { page as generalAssembly } from "./general-assembly";
import { page as internationalCourt } from "./international-court";
import { page as secretariat } from "./secretariat";
import { page as securityCouncil } from "./security-council";
import { page as trusteeshipCouncil } from "./trusteeship-council";

/** The pages on the six main organs, in Charter order. */
export const structurePages: readonly ContentPage[] = [
  generalAssembly,
  securityCouncil,
  economicSocialCouncil,
  internationalCourt,
  secretariat,
  trusteeshipCouncil,
];
