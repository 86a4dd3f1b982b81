import type { Fact } from "~/content/types";

/** "Did You Know?" facts on the home page. */
export const facts: readonly Fact[] = [
  {
    title: "Democracy",
    text: "The International Day of Democracy is marked every year on 15 September. The General Assembly created it in 2007.",
    link: "/global-issues/democracy",
  },
  {
    title: "Child Safety",
    text: "The Convention on the Rights of the Child, adopted in 1989, is the most widely ratified human rights treaty in history.",
    link: "/global-issues/child-safety",
  },
  {
    title: "Climate",
    text: "Under the Paris Agreement of 2015, countries aim to hold warming well below 2 °C and to pursue efforts to limit it to 1.5 °C.",
    link: "/global-issues/climate",
  },
  {
    title: "Atomic Energy",
    text: "The International Atomic Energy Agency, founded in 1957 and based in Vienna, promotes the safe and peaceful use of nuclear technology.",
    link: "/global-issues/atomic-energy",
  },
];
