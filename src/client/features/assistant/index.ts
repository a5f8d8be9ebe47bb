// What the router and the dashboard may use from the AI assistant.
// Pages are not exported: the router lazy-loads them by path, so a page never rides along in another feature's chunk.
export { AiChatCard } from "./components/ai-chat-card";
export { useAiStatus } from "./api/get-ai-status";
