/**
 * The texts a description quotes from the thing: what is printed, written or embroidered on it
 * ("hoodie 'FKE BATCH 22'", "sticker \"Keep Calm\"", "name label 'Jun Hao'"). People copy such
 * text as they read it, so two things whose quoted texts differ ("FKE BATCH 22" and "FKM BATCH
 * 21") are two things, while a finder who copies part of it ("Keep Calm" of "Keep Calm and Code
 * On") still agrees. Each text as its tokens joined by a space, lower case.
 */
import { tokenize } from "./lexicon";

/** A quote opens after a space, a bracket or the start, and closes before a space, punctuation or the end ("Za'ba" and "it's" are no quotes). */
const QUOTE = /(?:^|[\s(:])['"‘“]([^'"‘’“”\n]{2,60}?)['"’”](?=$|[\s.,;:!?)])/g;

/** The quoted texts of a description, unique. */
export function readQuoted(text: string | null | undefined): string[] {
  const quoted = new Set<string>();
  for (const match of (text ?? "").matchAll(QUOTE)) {
    const tokens = tokenize(match[1]!);
    if (tokens.length) quoted.add(tokens.join(" "));
  }
  return [...quoted];
}
