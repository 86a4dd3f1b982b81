import { NotFoundContent } from "~/components/layout/not-found-content";

/** What an unknown address shows; its head tags are the not-found page's (render/page-head.tsx). */
export default function NotFound() {
  return <NotFoundContent />;
}
