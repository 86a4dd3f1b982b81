import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/gender-equality",
  section: "topics",
  title: "Gender Equality",
  lead: "Gender equality is a fundamental human right and the focus of Sustainable Development Goal 5. Achieving it would benefit everyone, yet progress remains too slow.",
  image: {
    id: "gender-equality",
    alt: "Illustration of a woman and a man standing side by side on the two pans of an evenly balanced scale",
  },
  body: [
    {
      kind: "paragraph",
      text: "Equal rights for women and men are written into the foundations of the United Nations. The Charter, signed in 1945, affirms the equal rights of men and women in its preamble, and in 1946 the Organization set up the Commission on the Status of Women to advance women's rights around the world. Since then, women have won the right to vote in almost every country, more girls go to school than ever before, and many laws that discriminated against women have been repealed. Yet no country has fully achieved gender equality, and in some places hard-won progress is being reversed.",
    },
    { kind: "heading", text: "Landmarks on the road to equality" },
    {
      kind: "paragraph",
      text: "In 1979 the General Assembly adopted the Convention on the Elimination of All Forms of Discrimination against Women, often described as an international bill of rights for women. The Fourth World Conference on Women, held in Beijing in 1995, adopted a Declaration and Platform for Action covering twelve critical areas, from poverty and education to violence, the economy and decision-making; 2025 marks its 30th anniversary. In 2000 the Security Council recognized the role of women in preventing and resolving conflict in resolution 1325, and in 2010 the General Assembly created UN Women to bring together the Organization's work on gender equality.",
    },
    { kind: "heading", text: "The challenges that remain" },
    {
      kind: "paragraph",
      text: "Violence against women and girls is one of the most widespread human rights violations in the world. The World Health Organization estimates that about one in three women worldwide has experienced physical or sexual violence in her lifetime, most often from a partner. Millions of girls are still married as children, and harmful practices such as female genital mutilation persist. Women do most of the world's unpaid care and domestic work, which limits their time for paid work, education and public life. On average they are paid less than men, and they remain under-represented in parliaments, boardrooms and peace talks.",
    },
    { kind: "heading", text: "Goal 5" },
    {
      kind: "paragraph",
      text: "Sustainable Development Goal 5 calls for achieving gender equality and empowering all women and girls. Its targets include ending discrimination and violence against women and girls, eliminating child marriage and female genital mutilation, recognizing and valuing unpaid care work, ensuring women's full participation and equal opportunities for leadership, and universal access to sexual and reproductive health and reproductive rights. Because women and girls make up half of humanity, progress on Goal 5 is essential to every other Goal, from ending poverty and hunger to better health, education and economic growth.",
    },
    {
      kind: "paragraph",
      text: "Change happens when laws, institutions and attitudes move together. Governments can pass and enforce laws that guarantee equal rights, invest in childcare and social protection, and make sure public budgets take the needs of women and girls into account. Businesses can close pay gaps and promote more women into leadership. Men and boys are vital allies in challenging harmful stereotypes and in sharing care work at home. Every year on 8 March, International Women's Day is an opportunity to celebrate progress and to call for faster action, so that girls grow up with the same opportunities as boys.",
    },
  ],
  related: [
    { label: "Sustainable Development Goals", href: "/sdgs" },
    { label: "Ending Poverty", href: "/ending-poverty" },
    { label: "Child Safety", href: "/global-issues/child-safety" },
    { label: "Democracy", href: "/global-issues/democracy" },
  ],
};
