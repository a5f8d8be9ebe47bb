// Sending a chat message (docs/product/assistant.md "Chat"): nothing blank, nothing while a send
// is pending; the reply streams into a draft bubble and the typing indicator
// stays until the message list has been refetched.
import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { todayCalendarDate } from "@shared/dates";
import { isNoAnswer } from "@/lib/connection";
import { notifyError } from "@/lib/notify";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/lib/i18n";
import { chatQueryKey } from "../api/get-chat";
import { streamMessage } from "../api/send-message";

export interface PendingSend {
  /** The question as sent, shown until the refetched list holds it. */
  question: string;
  /** The reply text streamed so far ("" until the first words arrive). */
  reply: string;
}

export function useChatSender(tripId: string | undefined) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingSend | null>(null);
  const busy = useRef(false);
  const t = useT();

  /** Returns false when nothing was sent (blank, pending, or failed: the caller keeps the text). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      if (!tripId || !content || busy.current) return false;
      busy.current = true;
      setPending({ question: content, reply: "" });
      try {
        await streamMessage(tripId, { content, today: todayCalendarDate() }, (delta) =>
          setPending((p) => (p ? { ...p, reply: p.reply + delta } : p)),
        );
        await queryClient.invalidateQueries({ queryKey: chatQueryKey(tripId) });
        return true;
      } catch (error) {
        // No answer at all is no connection: "failed" would not say what to do. The text stays in the box (the caller keeps it).
        if (isNoAnswer(error)) toast({ title: t("assistant.chat.offlineTitle"), description: t("assistant.chat.offline"), variant: "destructive" });
        // notifyError adds the server's message: "Failed to send message: …".
        else notifyError(error, t("common.error"), t("assistant.chat.sendFailed"));
        // The question was not stored; refetch anyway in case it was and only the answer failed.
        await queryClient.invalidateQueries({ queryKey: chatQueryKey(tripId) });
        return false;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [queryClient, tripId, t],
  );

  return { send, pending, isPending: pending !== null };
}
