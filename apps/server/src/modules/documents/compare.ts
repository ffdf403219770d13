import { diffSentences, diffWords, sentenceDiff, type ChangeObject } from 'diff';
import type { CompareResponse } from '@attest/domain';

type Change = CompareResponse['changes'][number];
export type TextComparison = Pick<CompareResponse, 'changes' | 'insertions' | 'deletions'>;

/**
 * The sentence diff's work (Myers: tokens × edits) is bounded, so whether two versions compare depends on how much
 * they differ, never on how busy the server is. Two wholly different 200 KB texts (about 5,200 sentences each side
 * counted with their spaces: 10,400 tokens, 5,200 edits) fit; two 2 MB texts compare up to about 770 edits.
 */
const SENTENCE_DIFF_WORK = 80_000_000;

/** The most sentence edits two texts may differ by and still be compared. */
export function maxSentenceEdits(from: string, to: string): number {
  const tokens = sentenceDiff.tokenize(from).length + sentenceDiff.tokenize(to).length;
  return Math.max(1, Math.floor(SENTENCE_DIFF_WORK / Math.max(1, tokens)));
}

/** A replaced passage is refined word by word when both sides are at most this long… */
const REFINE_MAX_CHARS = 4000;
/** …and while the whole refinement has spent less than this. */
const REFINE_BUDGET_MS = 200;

const typeOf = (c: ChangeObject<string>): Change['type'] => (c.added ? 'insert' : c.removed ? 'delete' : 'equal');

function pushMerged(out: Change[], change: Change): void {
  if (!change.text) return;
  const last = out[out.length - 1];
  if (last && last.type === change.type) last.text += change.text;
  else out.push({ ...change });
}

/**
 * Differences between two extracted texts: first by sentence (fast even for large texts), then each replaced
 * passage (a deletion next to an insertion) word by word, so a changed word in a sentence shows as that word.
 * `insertions` and `deletions` count the inserted and deleted runs in the result, not words or characters.
 * Null when the texts differ by more sentence edits than maxSentenceEdits allows, or (a backstop for what the bound
 * does not foresee) when the sentence diff runs longer than `timeoutMs`.
 */
export function compareTexts(from: string, to: string, timeoutMs: number): TextComparison | null {
  const sentences = diffSentences(from, to, { maxEditLength: maxSentenceEdits(from, to), timeout: timeoutMs });
  if (!sentences) return null;
  const started = performance.now();
  const changes: Change[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const current = sentences[i]!;
    const next = sentences[i + 1];
    if (current.removed && next?.added && current.value.length <= REFINE_MAX_CHARS && next.value.length <= REFINE_MAX_CHARS) {
      const remaining = REFINE_BUDGET_MS - (performance.now() - started);
      const words = remaining > 0 ? diffWords(current.value, next.value, { timeout: remaining }) : undefined;
      if (words) {
        for (const w of words) pushMerged(changes, { type: typeOf(w), text: w.value });
        i++;
        continue;
      }
    }
    pushMerged(changes, { type: typeOf(current), text: current.value });
  }
  return {
    changes,
    insertions: changes.filter((c) => c.type === 'insert').length,
    deletions: changes.filter((c) => c.type === 'delete').length,
  };
}
