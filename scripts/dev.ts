// `npm run dev`: the API with restart-on-change (tsx watch) on API_PORT and
// Vite's dev server with hot reload on PORT, proxying /api to the API.
import { spawn, type ChildProcess } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const env = { ...process.env, API_PORT: apiPort };

const children: ChildProcess[] = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...env, PORT: apiPort, HOST: "127.0.0.1", CLIENT_DIR: "" },
  }),
  spawn("npx", ["vite", "--port", port, "--strictPort", "--host", "127.0.0.1"], { stdio: "inherit", env }),
];

const stop = () => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && stop());
