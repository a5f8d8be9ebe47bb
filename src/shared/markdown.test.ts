// Members' Markdown (journal entries, notes) becomes HTML with nothing that runs.
import { describe, expect, it } from "vitest";
import { markdownHtml } from "./markdown";

describe("members' Markdown", () => {
  it("keeps emphasis, lists and web links", () => {
    expect(markdownHtml("**Sun** and *sea*\n\n- fado\n- [tram](https://example.org/28)")).toBe(
      '<p><strong>Sun</strong> and <em>sea</em></p>\n<ul>\n<li>fado</li>\n<li><a href="https://example.org/28" rel="noopener noreferrer nofollow" target="_blank">tram</a></li>\n</ul>\n',
    );
  });

  it.each([
    ["a script tag", "<script>alert(1)</script>"],
    ["an image with onerror", '<img src=x onerror="alert(1)">'],
    ["a javascript: link", "[click](javascript:alert(1))"],
    ["a data: link", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["an autolink to javascript:", "<javascript:alert(1)>"],
  ])("leaves nothing that runs in %s", (_what, text) => {
    const html = markdownHtml(text);
    // Typed tags stay text (escaped); no tag, attribute or link that runs survives.
    expect(html).not.toMatch(/<(script|img)\b|<[^>]*\son\w+=|href="(javascript|data):/i);
  });
});
