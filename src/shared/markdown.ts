// Markdown members write (journal entries, notes) as HTML that is safe on any page:
// markdown-it with raw HTML turned off (a tag typed in an entry stays text), then
// sanitize-html with a short allow-list of tags, http(s) and mailto links only,
// every link opened away from the page. The one renderer of both sides: the server
// answers it as `html`, the note editor's preview runs the same function.
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "del", "s", "a", "ul", "ol", "li", "blockquote", "code", "pre", "h1", "h2", "h3", "h4", "hr"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }) },
};

export function markdownHtml(text: string): string {
  return sanitizeHtml(markdown.render(text), ALLOWED);
}
