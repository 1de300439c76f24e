// Pass: every reference has something to refer to. "it", "them", "the rest" … need a card named before
// them; "that player" needs a player named before it; "they" and "their" need a sentence whose subject
// is a player other than you ("Each player may exchange a card they control …").
import type { CardsNode, EffectNode, PlayerNode, PredicateNode, SentenceNode, Span } from './ast.js';
import { REFERENCE_WORDS } from './describe.js';

/** The player phrases that name several players: after them, "They …" has no one player to stand for. */
const GROUPS = new Set(['each-player', 'all-players', 'each-other-player', 'each-opponent']);

/** `needs`: what must come before the reference, which says how to mend the sentence (meaning-examples.ts). */
export interface ReferenceProblem {
  location: Span;
  message: string;
  hint: string;
  needs: 'cards' | 'player' | 'group' | 'you-did' | 'nothing';
}

/** Who acts in a sentence of this subject: you, one other player, or several (each of a round of "For each opponent"). */
function actorOf(subject: PlayerNode | null, each: boolean): 'you' | 'one' | 'several' {
  if (each || (subject && GROUPS.has(subject.player))) return 'several';
  return subject === null || subject.player === 'you' ? 'you' : 'one';
}

export function checkReferences(effect: EffectNode): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  let cardsNamed = false;
  let playerNamed = false;
  // The player named last is one player ("an opponent", "the player on your left", the opponent of a
  // round of "For each opponent"): a sentence may then start "They …", meaning that player.
  let onePlayerNamed = false;
  // Who acted in the last sentence: "If they do" asks it of one player other than you.
  let lastActor: 'you' | 'one' | 'several' = 'you';

  const visitPlayer = (player: PlayerNode, groupSubject: boolean) => {
    if (player.player === 'that-player' && !playerNamed) {
      problems.push({
        needs: 'player',
        location: player.location,
        message: '"that player" has nothing to refer to: no player is named before it',
        hint: 'name a player first.',
      });
    }
    if (
      (player.player === 'they' || player.player === 'left-of-them' || player.player === 'right-of-them') &&
      !groupSubject
    ) {
      problems.push({
        needs: 'group',
        location: player.location,
        message: '"they" has no player to refer to: the sentence\'s subject is you',
        hint: 'use "you"/"your", or make other players the subject ("Each player discards a card from their hand.").',
      });
    }
    if (player.player !== 'you' && player.player !== 'they') {
      playerNamed = true;
      onePlayerNamed = !GROUPS.has(player.player);
    }
  };

  const visitCards = (cards: CardsNode, groupSubject: boolean) => {
    const phrases = cards.type === 'Alternatives' ? cards.options : [cards];
    for (const phrase of phrases) {
      if (phrase.type === 'Reference' && !cardsNamed) {
        problems.push({
          needs: 'cards',
          location: phrase.location,
          message: `"${phrase.count ? 'of them' : REFERENCE_WORDS[phrase.ref]}" has nothing to refer to: no card is named before it`,
          hint: 'name the cards first.',
        });
      }
      if (phrase.type === 'Selection') {
        for (const post of phrase.posts) {
          if (post.type === 'Hand') visitPlayer(post.player, groupSubject);
          if (post.type === 'Controlled' && post.by === 'they' && !groupSubject) {
            problems.push({
              needs: 'group',
              location: post.location,
              message: '"they control" has no player to refer to: the sentence\'s subject is you',
              hint: 'write "you control", or make other players the subject.',
            });
          }
          if (post.type === 'Controlled' && post.by === 'that-player' && !playerNamed) {
            problems.push({
              needs: 'player',
              location: post.location,
              message: '"that player" has nothing to refer to: no player is named before it',
              hint: 'name a player first.',
            });
          }
        }
      }
      if (phrase.type === 'WholeZone' && phrase.zone.type === 'Hand') visitPlayer(phrase.zone.player, groupSubject);
    }
  };

  const visitPredicate = (predicate: PredicateNode, groupSubject: boolean) => {
    if (predicate.type === 'PickPlayer') return visitPlayer(predicate.player, groupSubject);
    if (predicate.type === 'Choose') return;
    visitCards(predicate.cards, groupSubject);
    if ((predicate.type === 'Exchange' || predicate.type === 'Replace') && predicate.with) {
      cardsNamed = true;
      visitCards(predicate.with, groupSubject);
    }
    if (predicate.type === 'Give') visitPlayer(predicate.to, groupSubject);
    if (predicate.type === 'Take') visitPlayer(predicate.into, groupSubject);
    cardsNamed = true;
  };

  const visitSentence = (sentence: SentenceNode) => {
    let body = sentence.body;
    if (body.type === 'Otherwise') body = body.body;
    const each = body.type === 'ForEach' && body.over.type === 'EachPlayers';
    if (body.type === 'ForEach') {
      // "For each opponent, …": that opponent is "that player" in the sentence.
      if (each) playerNamed = onePlayerNamed = true;
      body = body.body;
    }
    if (body.type === 'Conditional') {
      // "If you do", "If you control …" name their own cards; "If it is …" needs a card named before.
      const condition = body.condition;
      // "If they do", "If that player does": the last sentence was one other player's.
      if (condition.type === 'Did' && condition.by !== 'you' && lastActor !== 'one') {
        const words = condition.by === 'they' ? '"If they do"' : '"If that player does"';
        problems.push(
          lastActor === 'you'
            ? {
                needs: 'you-did',
                location: condition.location,
                message: `${words} follows a sentence of yours: no other player acted in it`,
                hint: 'write "If you do".',
              }
            : {
                needs: 'nothing',
                location: condition.location,
                message: `${words} follows a sentence of several players: the card language can't tell which of them did`,
                hint: 'ask it of one player ("Choose an opponent. They may discard a card. If they do, draw a card.").',
              },
        );
      }
      if (condition.type === 'Condition' && !cardsNamed) {
        problems.push({
          needs: 'cards',
          location: condition.location,
          message: `"${condition.subject === 'it' ? 'it' : condition.subject === 'that-card' ? 'that card' : 'them'}" in the condition has nothing to refer to: no card is named before it`,
          hint: 'name the card first.',
        });
      }
      // "If that player's hand has no cards", "If that player controls …": a player named before.
      const place = condition.type === 'CardsCounted' ? condition.place : undefined;
      const thatPlayer =
        (place?.type === 'Hand' && place.player.player === 'that-player') ||
        (place?.type === 'Controlled' && place.by === 'that-player');
      if (thatPlayer && !playerNamed)
        problems.push({
          needs: 'player',
          location: place.location,
          message: '"that player" has nothing to refer to: no player is named before it',
          hint: 'name a player first.',
        });
      body = body.body;
    }
    if (body.type === 'CountAs') {
      visitCards(body.cards, false);
      cardsNamed = true;
      lastActor = 'you';
      return;
    }
    if (body.type === 'Repeat') {
      if (body.subject && body.subject.player !== 'they') visitPlayer(body.subject, false);
      if (body.cards.type === 'Selection')
        visitCards(body.cards, body.subject !== null && body.subject.player !== 'you');
      cardsNamed = true;
      lastActor = actorOf(body.subject, each);
      return;
    }
    const subject = body.subject;
    const groupSubject = subject !== null && subject.player !== 'you';
    if (subject) {
      if (subject.player === 'they') {
        if (!onePlayerNamed)
          problems.push({
            needs: 'group',
            location: subject.location,
            message: playerNamed
              ? '"they" as a subject stands for one player named before, not several'
              : '"they" as a subject has no player to refer to',
            hint: playerNamed
              ? 'name the players again ("Each opponent draws a card.").'
              : 'name the player first ("Choose an opponent. They discard a card."), or name the players.',
          });
      } else visitPlayer(subject, false);
    }
    for (const predicate of body.predicates) visitPredicate(predicate, groupSubject);
    lastActor = actorOf(subject, each);
  };

  for (const sentence of effect.sentences) visitSentence(sentence);
  return problems;
}
