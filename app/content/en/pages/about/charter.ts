import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/charter",
  section: "about",
  title: "The Charter of the United Nations",
  lead: "Signed in San Francisco on 26 June 1945, the Charter is the founding treaty of the United Nations. It sets out the Organization's purposes, principles and main organs.",
  image: {
    id: "about-charter",
    alt: "Illustration of an unrolled scroll with a fountain pen beside a globe",
  },
  body: [
    {
      kind: "paragraph",
      text: "The Charter of the United Nations is the treaty that created the Organization and still governs how it works. It was drafted at the United Nations Conference on International Organization, which opened in San Francisco in April 1945, and it was signed on 26 June 1945 by the representatives of 50 countries. It entered into force on 24 October 1945. Every country that joins the United Nations accepts the obligations it contains, and if those obligations conflict with any other international agreement, the Charter prevails.",
    },
    {
      kind: "quote",
      text: "The peoples of the United Nations resolve to spare coming generations from war, to reaffirm their faith in human rights and in the equal worth of every person, to uphold justice and international law, and to promote social progress and better standards of life in greater freedom.",
      source: "Paraphrase of the Charter's preamble",
    },
    { kind: "heading", text: "How the Charter is organised" },
    {
      kind: "paragraph",
      text: "The Charter consists of a preamble followed by 111 articles, grouped in 19 chapters. The opening chapter sets out the purposes and principles of the Organization. Later chapters deal with membership, with each of the six main organs and their powers, with the peaceful settlement of disputes, and with cooperation on economic and social questions. The Statute of the International Court of Justice is annexed to the Charter and forms an integral part of it. The final article provides that the Chinese, English, French, Russian and Spanish texts are equally authentic.",
    },
    { kind: "heading", text: "Principles and powers" },
    {
      kind: "paragraph",
      text: "Article 2 lists the principles that Members agree to follow. All Member States are sovereign equals and must fulfil their Charter obligations in good faith. They must settle their disputes by peaceful means and refrain from the threat or use of force against the territorial integrity or political independence of any State. The Charter also recognises the inherent right of individual or collective self-defence if an armed attack occurs, and it generally keeps the United Nations out of matters that are essentially within the domestic jurisdiction of a State.",
    },
    {
      kind: "paragraph",
      text: "Several chapters are central to the Organization's work for peace. Chapter VI describes how disputes can be settled peacefully, through negotiation, mediation, arbitration or judicial settlement, and how the Security Council can recommend solutions. Chapter VII gives the Council the power to determine whether a threat to the peace exists and to decide on measures in response, from economic sanctions to, as a last resort, the use of force. Chapter VIII recognises the part that regional organisations can play in keeping the peace in their own regions.",
    },
    {
      kind: "paragraph",
      text: "The Charter can be changed, but only with broad agreement. An amendment must be adopted by two-thirds of the members of the General Assembly and then ratified by two-thirds of the Member States, including all five permanent members of the Security Council. This has happened only a few times. The best-known amendments, which came into force in the 1960s and 1970s, enlarged the Security Council from 11 to 15 members and the Economic and Social Council first from 18 to 27 members and later to 54.",
    },
  ],
  related: [
    { label: "Overview & History", href: "/about/overview" },
    { label: "General Assembly", href: "/structure/general-assembly" },
    { label: "Security Council", href: "/structure/security-council" },
    {
      label: "International Court of Justice",
      href: "/structure/international-court",
    },
  ],
};
