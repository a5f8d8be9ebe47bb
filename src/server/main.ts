// Entry point: the server (serve.ts) reads its settings, opens the database and listens.
import "./serve";
