// Runs before every API test file (vitest setupFiles): what the tests check
// beyond what a running server does.
import { crossCheckSerializers } from "../serializer";

// Every fast-serialised answer a test receives is also written by zod and compared.
crossCheckSerializers();
