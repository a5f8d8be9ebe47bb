// Three projects: pure unit tests, API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and end-to-end tests in Chromium.
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = {
  "@": fileURLToPath(new URL("./src/client", import.meta.url)),
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // Unit tests run in three time zones: a calendar date must not shift in any.
      ...[undefined, "America/Los_Angeles", "Asia/Tokyo"].map((tz) => ({
        resolve: { alias },
        test: {
          name: tz ? `unit ${tz}` : "unit",
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.ts"],
          env: tz ? { TZ: tz } : {},
        },
      })),
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          setupFiles: ["src/server/test/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same API tests again on real PostgreSQL, when a server is given.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: "api-pg",
                include: ["src/server/**/*.test.ts"],
                globalSetup: ["src/server/test/global-setup.ts"],
          setupFiles: ["src/server/test/setup.ts"],
                env: { TEST_DB_ENGINE: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["e2e/**/*.spec.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
