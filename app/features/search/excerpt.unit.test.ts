import { describe, expect, it } from "vitest";
import { readableExcerpt, type ExcerptPart } from "./excerpt";

/** An excerpt written as Pagefind marks it: `[word]` is a match. */
function parts(marked: string): ExcerptPart[] {
  return marked
    .split(/(\[[^\]]*\])/)
    .filter(Boolean)
    .map((text) =>
      text.startsWith("[") ? { text: text.slice(1, -1), marked: true } : { text, marked: false },
    );
}

const text = (excerpt: ExcerptPart[]) => excerpt.map((part) => part.text).join("");

describe("readableExcerpt", () => {
  it("leaves out the title the result shows, and ends a cut sentence with an ellipsis", () => {
    const content =
      "Climate. Climate change is a defining challenge of our time. The United Nations brings countries together to cut emissions, adapt to a warming world and finance the transition. No country can tackle climate change on its own.";
    const excerpt = readableExcerpt(
      parts(
        "[Climate.] [Climate] change is a defining challenge of our time. The United Nations brings countries together to cut emissions, adapt to a warming world and finance the transition. No country",
      ),
      { content, title: "Climate" },
    );
    expect(text(excerpt)).toBe(
      "Climate change is a defining challenge of our time. The United Nations brings countries together to cut emissions, adapt to a warming world and finance the transition. No country…",
    );
    expect(excerpt[0]).toEqual({ text: "Climate", marked: true });
  });

  it("leaves out a heading above the title too, such as a goal's number", () => {
    const content =
      "Goal 13. Climate Action. Take urgent action to combat climate change and its impacts. Goal 13 calls for urgent action.";
    const excerpt = readableExcerpt(
      parts("13. [Climate] Action. Take urgent action to combat [climate] change and its impacts."),
      { content, title: "Climate Action" },
    );
    expect(text(excerpt)).toBe("Take urgent action to combat climate change and its impacts.");
  });

  it("opens with an ellipsis, not punctuation, when it starts inside a sentence", () => {
    const content =
      "Energy. Access to electricity has grown, and every five years countries report on it. More follows here.";
    const excerpt = readableExcerpt(parts(", and every [five] years countries report on it."), {
      content,
      title: "Energy",
    });
    expect(text(excerpt)).toBe("…and every five years countries report on it.");
  });

  it("drops a pause before its closing ellipsis", () => {
    const content = "Title. One sentence, then another clause; and more text after it.";
    expect(
      text(
        readableExcerpt(parts("One sentence, then another clause;"), { content, title: "Title" }),
      ),
    ).toBe("One sentence, then another clause…");
  });

  it("keeps Chinese punctuation: no Latin full stop or space joins Chinese sentences", () => {
    const content =
      "目标13. 气候行动. 采取紧急行动应对气候变化及其影响. 目标13呼吁采取紧急行动应对气候变化及其影响。人类活动，尤其是燃烧化石燃料，已使地球变暖。 具体目标包括： 加强各国抵御能力. 更多内容。";
    const excerpt = readableExcerpt(
      parts(
        "13. [气候]行动. 采取紧急行动应对[气候]变化及其影响. 目标13呼吁采取紧急行动应对[气候]变化及其影响。人类活动，尤其是",
      ),
      { content, title: "气候行动" },
    );
    expect(text(excerpt)).toBe(
      "采取紧急行动应对气候变化及其影响。目标13呼吁采取紧急行动应对气候变化及其影响。人类活动，尤其是…",
    );
    const joined = readableExcerpt(
      parts("已使地球变暖。 具体目标包括： 加强各国抵御能力. 更多内容。"),
      {
        content,
        title: "气候行动",
      },
    );
    expect(text(joined)).toBe("…已使地球变暖。具体目标包括：加强各国抵御能力。更多内容。");
  });

  it("never starts with Chinese punctuation", () => {
    const content = "气候. 联合国汇聚各国力量，共同减少排放、适应不断变暖的世界。";
    expect(
      text(
        readableExcerpt(parts("，共同减少[排放]、适应不断变暖的世界。"), {
          content,
          title: "气候",
        }),
      ),
    ).toBe("…共同减少排放、适应不断变暖的世界。");
  });

  it("keeps Spanish opening marks, and reads an excerpt it cannot place by its own text", () => {
    const excerpt = readableExcerpt(parts("¿Qué es el [clima]? Es el tiempo medio"), {
      content: "otro texto",
      title: "Clima",
    });
    expect(text(excerpt)).toBe("¿Qué es el clima? Es el tiempo medio…");
    expect(text(readableExcerpt(parts("y el [clima] cambia."), { content: "", title: "" }))).toBe(
      "…y el clima cambia.",
    );
  });

  it("marks the word only, not the punctuation around it", () => {
    const content = "Title. Action on climate, energy and «climate» finance.";
    const excerpt = readableExcerpt(parts("Action on [climate,] energy and [«climate»] finance."), {
      content,
      title: "Title",
    });
    expect(excerpt.filter((part) => part.marked).map((part) => part.text)).toEqual([
      "climate",
      "climate",
    ]);
    expect(text(excerpt)).toBe("Action on climate, energy and «climate» finance.");
  });

  it("cuts Chinese text with the Chinese ellipsis", () => {
    const content = "气候. 联合国汇聚各国力量，共同减少排放、适应不断变暖的世界。";
    expect(
      text(
        readableExcerpt(parts("共同减少[排放]、适应不断变暖"), {
          content,
          title: "气候",
          language: "zh",
        }),
      ),
    ).toBe("……共同减少排放、适应不断变暖……");
  });

  it("keeps a heading of the page a heading, not a sentence glued into the text", () => {
    const content =
      "Climate Change. The Earth is warming, and that is a reality. What needs to happen. Emissions must fall by half.";
    const excerpt = readableExcerpt(
      parts("that is a reality. What needs to happen. Emissions must fall by half."),
      { content, title: "Climate Change", headings: ["What needs to happen"] },
    );
    expect(text(excerpt)).toBe(
      "…that is a reality. What needs to happen Emissions must fall by half.",
    );
    expect(excerpt.filter((part) => part.heading)).toEqual([
      { text: "What needs to happen", marked: false, heading: true },
    ]);
    const chinese = readableExcerpt(parts("变暖。 需要做什么. 排放必须减半。"), {
      content: "气候变化. 地球正在变暖。 需要做什么. 排放必须减半。",
      title: "气候变化",
      language: "zh",
      headings: ["需要做什么"],
    });
    expect(text(chinese)).toBe("……变暖。需要做什么：排放必须减半。");
  });
});
