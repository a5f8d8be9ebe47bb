// "Push on this device" (docs/product/notifications.md): whether this browser
// is subscribed, and turning it on (the browser asks permission, subscribes
// with the server's key, the subscription is posted) or off (the server forgets
// it, the browser unsubscribes). The server turns the account's push switch on
// with a subscription, so the preferences are read again.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api, errorDescription } from "@/lib/api";
import { notifyError } from "@/lib/notify";
import { queryKeys } from "@/lib/query-keys";
import { translate } from "@/lib/i18n";
import { preferencesQueryKey } from "./get-preferences";

export type PushDeviceState = "unsupported" | "denied" | "off" | "on";

function supported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function currentState(): Promise<PushDeviceState> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

async function turnOn(): Promise<PushDeviceState> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const { publicKey } = await answer(api.GET("/api/push/key"));
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  const json = subscription.toJSON();
  await answer(
    api.POST("/api/push/subscriptions", {
      body: { endpoint: json.endpoint ?? "", expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } },
    }),
  );
  return "on";
}

async function turnOff(): Promise<PushDeviceState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    // The server first: a browser unsubscribed but still listed would only cost a 410 later; the reverse would push to nobody's knowledge.
    await answer(api.DELETE("/api/push/subscriptions", { body: { endpoint: subscription.endpoint } }));
    await subscription.unsubscribe();
  }
  return "off";
}

export function usePushDevice() {
  return useQuery(queryOptions({ queryKey: queryKeys.pushDevice, queryFn: currentState, staleTime: Infinity }));
}

export function useSetPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSuccess: async (state) => {
      queryClient.setQueryData(queryKeys.pushDevice, state);
      await queryClient.invalidateQueries({ queryKey: preferencesQueryKey });
    },
    onError: (error) => notifyError(error, translate("common.error"), errorDescription(error, translate("profile.notifications.pushFailed"))),
  });
}
