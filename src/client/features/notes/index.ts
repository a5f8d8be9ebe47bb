// What other features may use from the notes. The page is not exported: the router lazy-loads it by path.
export { notePath } from "./lib/note-path";
