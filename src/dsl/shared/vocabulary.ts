// The words each language knows: every word of its grammar's literals, listed by the build
// (scripts/build.js, from card/effect.peggy and rules/rules.peggy). A word out of place that is in its
// language's list is misplaced, not misspelt: the syntax errors say what fits there instead of
// "did you mean".
export { VOCABULARY as CARD_VOCABULARY, RULES_VOCABULARY } from '../generated/vocabulary.js';
