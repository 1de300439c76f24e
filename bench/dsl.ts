// The card and rules languages: compiling the whole deck and every rules file from text, and
// recompiling one edited card (what the editor and live reload do on every keystroke or save).
import { compileCardFile, compileDeck, compileRulesFile } from '../src/dsl/index.js';
import { collectFiles, readSources, CARD_EXTENSION, RULES_EXTENSION } from '../src/tools/deck-files.js';
import { medianMs, type Row } from './measure.js';

export function benchDsl(): Row[] {
  const cards = readSources(collectFiles(['cards'], [CARD_EXTENSION]).files);
  const rules = readSources(collectFiles(['rules'], [RULES_EXTENSION]).files);
  const all = medianMs(() => {
    compileDeck(cards);
    for (const r of rules) compileRulesFile(r.source, r.path);
  }, 9);
  const card = cards.find((c) => c.path.endsWith('13-robotics.card'))!;
  const edited = card.source.replace('Exchange', 'Exchange');
  const one = medianMs(() => compileCardFile(edited.replace('neutral card', 'neutral  card'), card.path), 21);
  return [
    { section: 'card and rules languages', name: `compile ${cards.length} cards and ${rules.length} rules files`, value: all, unit: 'ms', goal: `≤ 100 ms: ${all <= 100 ? 'met' : 'missed'}` },
    { section: 'card and rules languages', name: 'recompile one edited card', value: one, unit: 'ms', goal: `≤ 10 ms: ${one <= 10 ? 'met' : 'missed'}` },
  ];
}
