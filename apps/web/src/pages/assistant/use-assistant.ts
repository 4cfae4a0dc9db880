import { useCallback, useRef, useState } from 'react';
import { assistantCalls, type AssistantAnswer, type AssistantSentence, type AssistantSource } from '@app/contract';
import { call } from '../../api/call';
import { streamCall } from '../../api/stream';

/** One question and its answer as it arrives: sources first, then checked sentences, then done. */
export interface Turn {
  key: string;
  question: string;
  sources: AssistantSource[];
  sentences: AssistantSentence[];
  answer?: AssistantAnswer;
  failed?: string;
}

/**
 * The state of one conversation: its turns, the question being answered, and the calls that
 * ask, stop, reopen and start afresh. `onSaved` is told when the server has stored a turn.
 */
export function useAssistant(onSaved?: (conversationId: number) => void) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [conversationId, setConversationId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);

  const update = (key: string, change: (t: Turn) => Turn) =>
    setTurns((all) => all.map((t) => (t.key === key ? change(t) : t)));

  const ask = useCallback(
    async (question: string, includeOld: boolean) => {
      const key = `${Date.now()}`;
      setTurns((all) => [...all, { key, question, sources: [], sentences: [] }]);
      setBusy(true);
      abort.current = new AbortController();
      try {
        await streamCall(
          assistantCalls.ask,
          { question, conversationId, includeOld },
          (event) => {
            if (event.type === 'sources') {
              setConversationId(event.conversationId);
              update(key, (t) => ({ ...t, sources: event.sources }));
            } else if (event.type === 'sentence')
              update(key, (t) => ({ ...t, sentences: [...t.sentences, event.sentence] }));
            else if (event.type === 'done') {
              update(key, (t) => ({
                ...t,
                answer: event.answer,
                sources: event.answer.sources,
                sentences: event.answer.sentences,
              }));
              onSaved?.(event.conversationId);
            } else update(key, (t) => ({ ...t, failed: event.msg }));
          },
          abort.current.signal,
        );
      } catch (e) {
        update(key, (t) => ({ ...t, failed: e instanceof Error ? e.message : String(e) }));
      } finally {
        setBusy(false);
      }
    },
    [conversationId, onSaved],
  );

  const stop = () => abort.current?.abort();

  const open = useCallback(async (id: number) => {
    const c = await call(assistantCalls.conversation, { id });
    setConversationId(c.id);
    setTurns(
      c.turns.map((t) => ({
        key: `t${t.id}`,
        question: t.question,
        sources: t.answer.sources,
        sentences: t.answer.sentences,
        answer: t.answer,
      })),
    );
  }, []);

  const reset = useCallback(() => {
    abort.current?.abort();
    setConversationId(undefined);
    setTurns([]);
  }, []);

  return { turns, conversationId, busy, ask, stop, open, reset };
}
