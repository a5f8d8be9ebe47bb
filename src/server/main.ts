// Entry point. First the young generation is held small while the server
// starts (startup-memory.ts); then the server is loaded and started
// (serve.ts): imported dynamically, so none of its modules runs before that.
import "./startup-memory";

await import("./serve");
