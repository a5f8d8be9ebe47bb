import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chunksToPreload, modulesForPath, ROUTE_MODULES, type Manifest } from "./page-modules";

const LAYOUT = "src/client/components/layout/app-layout.tsx";
const DASHBOARD = "src/client/features/dashboard/pages/dashboard-page.tsx";
const LOGIN = "src/client/features/auth/pages/login-page.tsx";
const CORE = "src/shared/i18n/messages/core/en.ts";
const APP = "src/shared/i18n/messages/app/en.ts";

describe("modulesForPath", () => {
  it("gives a signed-in address the frame and its page", () => {
    expect(modulesForPath("/", true)).toEqual([LAYOUT, DASHBOARD, CORE, APP]);
    expect(modulesForPath("/", true, "de")).toEqual([LAYOUT, DASHBOARD, "src/shared/i18n/messages/core/de.ts", "src/shared/i18n/messages/app/de.ts"]);
    expect(modulesForPath("/budget/", true)).toEqual([...ROUTE_MODULES["/budget"]!, CORE, APP]);
    expect(modulesForPath("/trips/3f2a/quotes", true)).toEqual([...ROUTE_MODULES["/trips/:tripId/quotes"]!, CORE, APP]);
  });
  it("gives an unknown address the not-found page inside the frame", () => {
    expect(modulesForPath("/nowhere", true)).toEqual([LAYOUT, "src/client/components/not-found-page.tsx", CORE, APP]);
  });
  it("gives a signed-out visitor the sign-in page anywhere but /register", () => {
    expect(modulesForPath("/budget", false)).toEqual([LOGIN, CORE]);
    expect(modulesForPath("/register", false)).toEqual([...ROUTE_MODULES["/register"]!, CORE]);
  });
});

describe("ROUTE_MODULES", () => {
  it("names a source file for every page of the table (the manifest keys the server looks up)", () => {
    const root = new URL("../../../", import.meta.url);
    const modules = [...new Set([...Object.values(ROUTE_MODULES).flat(), ...modulesForPath("/nowhere", true)])];
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((m) => !existsSync(new URL(m, root)))).toEqual([]);
  });
});

describe("chunksToPreload", () => {
  // The shape Vite writes: the entry and its static imports are already linked from index.html.
  const manifest: Manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react-2.js" },
    "_icon.js": { file: "assets/icon-3.js", imports: ["_react.js"] },
    "_styles.css": { file: "assets/page-4.css" },
    [LAYOUT]: { file: "assets/app-layout-5.js", isDynamicEntry: true, imports: ["_react.js", "_icon.js"] },
    [DASHBOARD]: { file: "assets/dashboard-6.js", isDynamicEntry: true, imports: ["_icon.js", "_styles.css"], dynamicImports: ["_form.js"] },
    "_form.js": { file: "assets/form-7.js", isDynamicEntry: true },
  };

  it("names the page's chunks and their static imports, once each, but not the entry's nor what loads on demand", () => {
    expect(chunksToPreload(manifest, [LAYOUT, DASHBOARD]).sort()).toEqual(
      ["/assets/app-layout-5.js", "/assets/dashboard-6.js", "/assets/icon-3.js"].sort(),
    );
  });
  it("throws for a module the build does not know (the route table is out of date)", () => {
    expect(() => chunksToPreload(manifest, ["src/client/features/gone/pages/gone-page.tsx"])).toThrow(/src\/shared\/pages\.ts/);
  });
});
