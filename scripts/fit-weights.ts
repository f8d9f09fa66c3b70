// Run by `npm run fit-weights` (node --import tsx, about 5 minutes): proposes the matcher's weights
// (apps/server/src/modules/matching/weights.ts) by maximum likelihood on labelled sets of other
// seeds, and shows how the proposal and the weights in force do on further seeds that were not
// fitted on. It writes nothing: copy what it proposes into weights.ts by hand, then run
// `npm run bench` for the held-out part, which this script never reads.
//
// The model: for each lost report with a true pair, the chance that the true report is the one
// its owner would pick among every candidate the service compares is a softmax of the pairs'
// log-odds (a conditional logit). Each pair's log-odds is linear in the weights around the
// weights in force (read off the scorer by nudging each weight), so the fit maximises that
// likelihood with an L2 pull towards the weights in force (LAMBDA), then reads the pairs again at
// the new weights, ROUNDS times. Weights that a labelled set made by a program would teach the
// wrong thing stay as reasoned (FROZEN): the date points (the product's rule: found before the loss
// scores low), the model code (the generator's look-alikes copy it), near colours, a kind the
// vocabulary does not know (too rare in the sets to say anything; it keeps such pairs from
// notices), the prior and the thresholds.
import { matchProfile, UNKNOWN_GROUP } from "../apps/server/src/modules/item-profile/profile";
import { labelledSet, nearbyIn, type LabelledPart } from "../apps/server/test/matching/labelled-set";
import { inWindow, measureQuality } from "../apps/server/test/matching/quality";
import { pairLogOdds, wordWeights, type Nearby } from "../apps/server/src/modules/matching/score";
import { WEIGHTS } from "../apps/server/src/modules/matching/weights";

const FIT_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const CHECK_SEEDS = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
const LAMBDA = 0.001;
const ROUNDS = 3;
const FROZEN = new Set([
  "prior",
  "datePoints",
  "sameModelCode",
  "modelCodeDiffers",
  "sameModelWords",
  "modelInText",
  "nearColour",
  "oneKindUnknown",
  "unknownKindDiffers",
  "textColourShare",
  "commonFromReports",
  "commonShare",
  "textReasonFrom",
]);

const weights = WEIGHTS as unknown as Record<string, number>;
const NAMES = Object.keys(WEIGHTS).filter((name) => !FROZEN.has(name) && typeof weights[name] === "number");
const current = () => NAMES.map((name) => weights[name]!);
const setWeights = (values: number[]) => NAMES.forEach((name, index) => (weights[name] = values[index]!));

/** One owner's choice: each candidate's log-odds now and how it moves with each weight; which is the item. */
interface Choice {
  logOdds: number[];
  slopes: Float64Array[];
  truth: number;
}

/** The owners of a part with a true pair the service compares with their report, as choices. */
function choicesOf(part: LabelledPart, nearby: Nearby): Choice[] {
  const found = part.found.map(matchProfile);
  const choices: Choice[] = [];
  for (const report of part.lost) {
    const truth = part.truth.get(report.id);
    if (!truth) continue;
    const lost = matchProfile(report);
    const candidates = found.filter(
      (candidate) =>
        (lost.group === UNKNOWN_GROUP || candidate.group === UNKNOWN_GROUP || candidate.group === lost.group) &&
        inWindow(lost, candidate),
    );
    const weight = wordWeights([lost, ...candidates]);
    const choice: Choice = { logOdds: [], slopes: [], truth: -1 };
    for (const candidate of candidates) {
      const logOdds = pairLogOdds(lost, candidate, nearby, weight);
      if (logOdds === null) continue;
      const slopes = new Float64Array(NAMES.length);
      NAMES.forEach((name, index) => {
        const was = weights[name]!;
        weights[name] = was + 1e-3;
        slopes[index] = ((pairLogOdds(lost, candidate, nearby, weight) ?? logOdds) - logOdds) / 1e-3;
        weights[name] = was;
      });
      if (candidate.id === truth) choice.truth = choice.logOdds.length;
      choice.logOdds.push(logOdds);
      choice.slopes.push(slopes);
    }
    if (choice.truth >= 0) choices.push(choice);
  }
  return choices;
}

const moved = (choice: Choice, index: number, step: Float64Array) => {
  let logOdds = choice.logOdds[index]!;
  const slopes = choice.slopes[index]!;
  for (let k = 0; k < step.length; k++) logOdds += step[k]! * slopes[k]!;
  return logOdds;
};

/** The step from the weights in force that maximises the choices' likelihood, less LAMBDA times its squared length (Adam). */
function fitStep(choices: Choice[]): Float64Array {
  const step = new Float64Array(NAMES.length);
  const [mean, square] = [new Float64Array(NAMES.length), new Float64Array(NAMES.length)];
  for (let iteration = 1; iteration <= 400; iteration++) {
    const gradient = new Float64Array(NAMES.length);
    for (const choice of choices) {
      const logOdds = choice.logOdds.map((_, index) => moved(choice, index, step));
      const top = Math.max(...logOdds);
      const odds = logOdds.map((value) => Math.exp(value - top));
      const total = odds.reduce((sum, value) => sum + value, 0);
      odds.forEach((value, index) => {
        const share = value / total - (index === choice.truth ? 1 : 0);
        const slopes = choice.slopes[index]!;
        for (let k = 0; k < NAMES.length; k++) gradient[k]! -= share * slopes[k]!;
      });
    }
    for (let k = 0; k < NAMES.length; k++) {
      const g = gradient[k]! / choices.length - 2 * LAMBDA * step[k]!;
      mean[k] = 0.9 * mean[k]! + 0.1 * g;
      square[k] = 0.999 * square[k]! + 0.001 * g * g;
      step[k]! +=
        (0.03 * (mean[k]! / (1 - 0.9 ** iteration))) / (Math.sqrt(square[k]! / (1 - 0.999 ** iteration)) + 1e-8);
    }
  }
  return step;
}

function partsOf(seeds: number[]): Array<{ part: LabelledPart; nearby: Nearby }> {
  return seeds.flatMap((seed) => {
    const set = labelledSet(seed);
    const nearby = nearbyIn(set);
    return [
      { part: set.tuning, nearby },
      { part: set.heldOut, nearby },
    ];
  });
}

function check(label: string, parts: Array<{ part: LabelledPart; nearby: Nearby }>) {
  const figures = parts.map(({ part, nearby }) => measureQuality(part, nearby));
  const mean = (pick: (figure: (typeof figures)[number]) => number) =>
    figures.reduce((sum, figure) => sum + pick(figure), 0) / figures.length;
  console.log(
    `${label.padEnd(10)} first right ${mean((f) => f.firstRight).toFixed(3)}, within five ${mean((f) => f.withinFive).toFixed(3)}, ` +
      `never suggested ${(mean((f) => f.neverSuggested) * 100).toFixed(1)}%, without a pair told ${(mean((f) => f.noPairNotified) * 100).toFixed(1)}%, ` +
      `notices per lost report ${mean((f) => f.noticesPerLost).toFixed(2)} (at the thresholds in force)`,
  );
}

const inForce = current();
const fitParts = partsOf(FIT_SEEDS);
for (let round = 1; round <= ROUNDS; round++) {
  const choices = fitParts.flatMap(({ part, nearby }) => choicesOf(part, nearby));
  const step = fitStep(choices);
  setWeights(current().map((value, index) => value + step[index]!));
  console.log(`round ${round}: ${choices.length} owners' choices`);
}
const proposed = current();

const checkParts = partsOf(CHECK_SEEDS);
console.log(`\nOn seeds ${CHECK_SEEDS.join(", ")} (both parts; not fitted on):`);
setWeights(inForce);
check("in force", checkParts);
setWeights(proposed);
check("proposed", checkParts);
console.log("\nProposed weights (in force → proposed):");
for (const [index, name] of NAMES.entries())
  console.log(`  ${name}: ${inForce[index]!.toFixed(2)} → ${proposed[index]!.toFixed(2)}`);
