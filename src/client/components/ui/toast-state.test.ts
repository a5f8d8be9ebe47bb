import { describe, expect, it } from "vitest";
import { TOAST_LIMIT, toastReducer, type ToasterToast } from "./toast-state";

const t = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({ id, open: true, title: id, ...extra });

describe("toastReducer", () => {
  it("shows at most one toast; a new one replaces the current", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: "ADD_TOAST", toast: t("1") });
    state = toastReducer(state, { type: "ADD_TOAST", toast: t("2") });
    expect(state.toasts.map((x) => x.id)).toEqual(["2"]);
  });

  it("updates a toast in place", () => {
    const state = toastReducer({ toasts: [t("1")] }, { type: "UPDATE_TOAST", toast: { id: "1", title: "Saved" } });
    expect(state.toasts[0]).toMatchObject({ id: "1", title: "Saved", open: true });
  });

  it("dismiss closes but keeps the toast until it is removed", () => {
    let state = toastReducer({ toasts: [t("1")] }, { type: "DISMISS_TOAST", toastId: "1" });
    expect(state.toasts).toEqual([expect.objectContaining({ id: "1", open: false })]);
    state = toastReducer(state, { type: "REMOVE_TOAST", toastId: "1" });
    expect(state.toasts).toEqual([]);
  });

  it("dismiss and remove without an id affect every toast", () => {
    const two = { toasts: [t("1"), t("2")] };
    expect(toastReducer(two, { type: "DISMISS_TOAST" }).toasts.every((x) => !x.open)).toBe(true);
    expect(toastReducer(two, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});
