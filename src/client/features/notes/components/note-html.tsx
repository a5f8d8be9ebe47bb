// A note's body as HTML. The HTML is made by markdownHtml (src/shared/markdown.ts), which keeps
// only safe tags, attributes and http(s)/mailto links, so it may be set as it is.
export function NoteHtml({ html }: { html: string }) {
  return <div className="note-text text-sm break-words [&_a]:underline [&_blockquote]:border-s-2 [&_blockquote]:ps-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ms-5 [&_ol]:list-decimal [&_p]:my-1 [&_pre]:overflow-x-auto [&_ul]:list-disc" dangerouslySetInnerHTML={{ __html: html }} />;
}
