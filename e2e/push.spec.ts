// The service worker's side of web push (docs/product/notifications.md): a
// push delivered to the app's worker through Chromium's
// ServiceWorker.deliverPushMessage (a real subscription needs the browser
// vendor's push service, unreachable here) is shown as a notification with
// the notice's title, body and link. The server's side is push/push.test.ts
// and notifications.spec.ts.
import { expect, it } from "vitest";
import { baseURL, launchBrowserForFile, newContext, settled, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();

it("shows a pushed notice with its title, body and link", async () => {
  const context = await newContext(browser());
  try {
    await context.grantPermissions(["notifications"], { origin: baseURL() });
    await signUpViaApi(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", (e: { registrations: typeof registrations }) => registrations.push(...e.registrations));
    await cdp.send("ServiceWorker.enable");
    await page.goto("/");
    await settled(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL()}/`)).toBeTruthy();
    const { registrationId } = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL()}/`)!;

    const message = { title: "Ada added the booking “Hotel Alfama”", body: "In “Lisboa”", url: `${baseURL()}/reservations?trip=t1&item=r1`, tag: "n1" };
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: baseURL(), registrationId, data: JSON.stringify(message) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url })),
      );
    await expect.poll(shown).toEqual([{ title: message.title, body: message.body, tag: "n1", url: message.url }]);
  } finally {
    await context.close();
  }
}, 60_000);
