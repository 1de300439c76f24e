// Pass: the checked AST of an effect becomes the steps the engine runs (the `Step` union of
// schema/effect.schema.json). Defaults are decided here — where an unplaced card is, who acts — and
// every problem of meaning is collected with its location.
import type {
  AdjectiveNode,
  AnyConditionNode,
  CardPhraseNode,
  CardsCountedNode,
  CardsNode,
  CountAsNode,
  CountNode,
  EachWhatNode,
  EffectNode,
  PostNode,
  PredicateNode,
  RepeatNode,
  SelectionNode,
  SentenceNode,
  Span,
  PlayerNode,
  StatementNode,
  TestNode,
} from './ast.js';
import type {
  Cards,
  Condition,
  Count,
  Filter,
  Player,
  Quantity,
  Reference,
  Selection,
  Step,
  Zone,
} from '../schema-types.js';

export interface LoweringProblem {
  location: Span;
  code: string;
  message: string;
  hint?: string;
}

type Verb = Step['kind'];

/** Where a card phrase that names no place comes from, for the verbs that have a natural place. */
export function defaultZone(verb: Verb, actor: Player): Zone | null {
  switch (verb) {
    case 'draw':
      return { place: 'deck', end: 'top' };
    case 'discard':
    case 'give':
    case 'reveal':
    case 'put':
    case 'shuffle':
      return { place: 'hand', player: actor === 'you' ? 'you' : 'they' };
    default:
      return null;
  }
}

const VALUE_MIN = 1;
const VALUE_MAX = 13;

/** The verbs whose step is their card phrase alone (and the word the text used), by the node the grammar makes. */
const CARDS_ALONE = {
  Draw: 'draw',
  Reveal: 'reveal',
  Look: 'look',
  Expel: 'expel',
  Discard: 'discard',
  Pick: 'pick',
  Arrange: 'arrange',
  Shuffle: 'shuffle',
  Copy: 'copy',
} as const satisfies Partial<Record<PredicateNode['type'], Verb>>;

const onCardsAlone = (node: PredicateNode): node is Extract<PredicateNode, { type: keyof typeof CARDS_ALONE }> =>
  Object.hasOwn(CARDS_ALONE, node.type);

/**
 * Who acts in a sentence: its subject, or you. "They" as a sentence's subject is the one player named
 * before ("Choose an opponent. They discard a card."): that player (check-references.ts refuses it
 * after several players, or none).
 */
function sentenceActor(subject: PlayerNode | null): Player {
  if (!subject) return 'you';
  return subject.player === 'they' ? 'that-player' : subject.player;
}

export function lowerEffect(effect: EffectNode): { steps: Step[]; problems: LoweringProblem[] } {
  const problems: LoweringProblem[] = [];
  const report = (location: Span, code: string, message: string, hint?: string) =>
    problems.push({ location, code, message, hint });

  const count = (node: CountNode): Count => {
    if (node.thatMany) return { mode: 'exactly', n: 1, per: { thatMany: true } };
    if (node.bare) return { mode: 'exactly', n: 1, bare: true };
    if (node.mode === 'exactly' || node.mode === 'up-to') {
      const n = node.n ?? 1;
      if (n < 1)
        report(
          node.location,
          'dsl/bad-count',
          `a count must be 1 or more, not ${n}`,
          'write "a card", "two cards" or "up to three cards".',
        );
      return { mode: node.mode, n: Math.max(1, n) };
    }
    return { mode: node.mode };
  };

  /** "of value 8 to 4" names no card: a range goes from the lower value to the higher. */
  const checkRange = (value: { location: Span; min?: number; max?: number }) => {
    if (value.min !== undefined && value.max !== undefined && value.min > value.max) {
      report(
        value.location,
        'dsl/bad-range',
        `a range of values goes up: ${value.min} is more than ${value.max}`,
        `write "of value ${value.max} to ${value.min}".`,
      );
    }
  };

  const checkValue = (location: Span, n: number | undefined) => {
    if (n !== undefined && (n < VALUE_MIN || n > VALUE_MAX)) {
      report(location, 'dsl/value-out-of-range', `a card's value is from ${VALUE_MIN} to ${VALUE_MAX}, not ${n}`);
    }
  };

  const filterOf = (adjectives: AdjectiveNode[], posts: PostNode[]): Filter | undefined => {
    const filter: Filter = {};
    for (const adjective of adjectives) {
      if (adjective.type === 'Wild') filter.wild = true;
      if (adjective.type === 'Domains')
        filter.domains = [...new Set([...(filter.domains ?? []), ...adjective.domains])] as Filter['domains'];
    }
    for (const post of posts) {
      if (post.type === 'ChosenFilter') filter[post.what] = true;
      if (post.type !== 'Value') continue;
      checkValue(post.location, post.min);
      checkValue(post.location, post.max);
      checkRange(post);
      if (filter.value) report(post.location, 'dsl/conflict', "the card's value is given twice");
      filter.value = {
        ...(post.min !== undefined ? { min: post.min } : {}),
        ...(post.max !== undefined ? { max: post.max } : {}),
      };
    }
    if (filter.wild && filter.domains) {
      const at = adjectives.find((a) => a.type === 'Wild')!;
      report(
        at.location,
        'dsl/conflict',
        'a wild card has no domain',
        'write either "a wild card" or "a Science card".',
      );
    }
    return Object.keys(filter).length > 0 ? filter : undefined;
  };

  // "Look at that player's hand. Take a card from it …": "it" as a place is the hand or zone that a
  // card phrase named whole before. A hand whose player was chosen is "that player's" by then.
  let namedZone: Zone | null = null;
  const thatZone = (location: Span): Zone => {
    if (!namedZone) {
      report(
        location,
        'dsl/nothing-to-refer',
        '"it" as a place has nothing to refer to: no hand or zone is named whole before it',
        'name it first: "Look at an opponent\'s hand. Take a card from it into your hand."',
      );
      return { place: 'discard' };
    }
    if (namedZone.place !== 'hand') return namedZone;
    const player = namedZone.player;
    if (
      player === 'a-player' ||
      player === 'an-opponent' ||
      player === 'most-cards' ||
      player === 'fewest-cards' ||
      player === 'other-player'
    ) {
      return { place: 'hand', player: 'that-player' };
    }
    if (
      player === 'each-player' ||
      player === 'all-players' ||
      player === 'each-other-player' ||
      player === 'each-opponent'
    ) {
      report(
        location,
        'dsl/ambiguous-place',
        '"it" would be several hands here',
        'name one player\'s hand: "Look at an opponent\'s hand. Take a card from it into your hand."',
      );
    }
    return namedZone;
  };

  const zoneOf = (phrase: CardPhraseNode & { type: 'Selection' }, verb: Verb, actor: Player): Zone | null => {
    const places: { zone: Zone; location: Span }[] = [];
    const neutral = phrase.adjectives.find((a) => a.type === 'Neutral');
    for (const post of phrase.posts) {
      if (post.type === 'InPlay')
        places.push({ zone: { place: 'in-play', control: neutral ? 'neutral' : 'any' }, location: post.location });
      if (post.type === 'Controlled')
        places.push({ zone: { place: 'in-play', control: post.by }, location: post.location });
      if (post.type === 'Hand')
        places.push({ zone: { place: 'hand', player: post.player.player }, location: post.location });
      if (post.type === 'Discard') places.push({ zone: { place: 'discard' }, location: post.location });
      if (post.type === 'ThatZone') places.push({ zone: thatZone(post.location), location: post.location });
      if (post.type === 'NamedZone') places.push({ zone: { place: 'zone', name: post.name }, location: post.location });
    }
    // "a card in play you control" names one place twice: keep the narrower one.
    const inPlay = places.filter((p) => p.zone.place === 'in-play');
    const merged =
      inPlay.length > 1
        ? [
            ...places.filter((p) => p.zone.place !== 'in-play'),
            inPlay.find((p) => (p.zone as { control: string }).control !== 'any') ?? inPlay[0],
          ]
        : places;
    if (merged.length > 1) {
      report(
        merged[1]!.location,
        'dsl/conflict',
        'a card phrase names two places',
        'a card is in one place: in play, in a hand, in the discard or in the deck.',
      );
    }
    if (neutral && merged.length === 0) return { place: 'in-play', control: 'neutral' };
    if (
      neutral &&
      merged[0]?.zone.place === 'in-play' &&
      (merged[0].zone as { control: string }).control !== 'neutral' &&
      (merged[0].zone as { control: string }).control !== 'any'
    ) {
      report(
        neutral.location,
        'dsl/conflict',
        'a neutral card is controlled by nobody',
        'write "a neutral card in play" or "a card you control".',
      );
    }
    if (neutral && merged[0] && merged[0].zone.place !== 'in-play') {
      report(
        neutral.location,
        'dsl/conflict',
        'neutral cards are the cards in play that nobody controls',
        'remove "neutral", or write "in play".',
      );
    }
    if (merged[0])
      return merged[0].zone.place === 'in-play' && neutral ? { place: 'in-play', control: 'neutral' } : merged[0].zone;
    return defaultZone(verb, actor);
  };

  const cardPhrase = (phrase: CardPhraseNode, verb: Verb, actor: Player): Selection | Reference => {
    switch (phrase.type) {
      case 'Reference':
        return phrase.count ? { ref: phrase.ref, count: count(phrase.count) } : { ref: phrase.ref };
      case 'DeckCards':
        return {
          count: count(phrase.count),
          zone: phrase.pile === 'discard' ? { place: 'discard', end: 'top' } : { place: 'deck', end: phrase.end },
        };
      case 'WholeZone': {
        const zone: Zone =
          phrase.zone.type === 'Hand'
            ? { place: 'hand', player: phrase.zone.player.player }
            : phrase.zone.type === 'NamedZone'
              ? { place: 'zone', name: phrase.zone.name }
              : { place: 'discard' };
        namedZone = zone;
        return { count: { mode: 'all' }, zone };
      }
      case 'Selection': {
        const filter = filterOf(phrase.adjectives, phrase.posts);
        let zone = zoneOf(phrase, verb, actor);
        if (!zone) {
          report(
            phrase.location,
            'dsl/missing-place',
            `say where the card${phrase.count.mode === 'exactly' && phrase.count.n === 1 ? ' is' : 's are'}`,
            'add "in play", "you control", "from your hand", "in a player\'s hand", "in the discard" or "of the deck".',
          );
          zone = { place: 'in-play', control: 'any' };
        }
        const other = phrase.adjectives.some((a) => a.type === 'Other');
        // "a card for each Knowledge card you control": the count is multiplied when the effect runs.
        const each = phrase.posts.find((p) => p.type === 'PerEach');
        const counted: Count = each ? { ...count(phrase.count), per: quantity(each.over, actor) } : count(phrase.count);
        const random = atRandom(phrase, zone);
        return {
          count: counted,
          ...(filter ? { filter } : {}),
          zone,
          ...(other ? { other: true as const } : {}),
          ...(random ? { random: true as const } : {}),
        };
      }
    }
  };

  /**
   * "a card at random", "a random card": picked by nobody, so a number of cards from a place where they
   * can be told apart. The deck's cards are taken from its top or bottom already.
   */
  const atRandom = (phrase: SelectionNode, zone: Zone): boolean => {
    const said = [...phrase.adjectives, ...phrase.posts].find((w) => w.type === 'Random');
    if (!said) return false;
    if (zone.place === 'deck') {
      report(
        said.location,
        'dsl/conflict',
        "the deck's cards are taken from its top, never at random",
        'write "the top card of the deck", or pick at random from another place: "a card at random from an opponent\'s hand".',
      );
    } else if (phrase.count.mode !== 'exactly') {
      report(
        said.location,
        'dsl/conflict',
        'cards picked at random are a number of cards, not all or up to a number',
        'write "a card at random" or "two cards at random".',
      );
    }
    return true;
  };

  /** What "for each …" goes through: players ("opponent"), or every card a phrase names ("Knowledge card you control"). */
  const quantity = (over: EachWhatNode, actor: Player): Quantity => {
    if (over.type === 'EachPlayers') return { players: over.player };
    const selection = cardPhrase(over.cards, 'look', actor) as Selection;
    return { cardsIn: { ...selection, count: { mode: 'all' } } };
  };

  /** The filter of an "if" test: "a Science card", "wild", "of value 7 or more", "of that domain". */
  const testFilter = (test: TestNode): Filter => {
    const filter: Filter = {};
    if (test.wild) filter.wild = true;
    if (test.domains) filter.domains = [...new Set(test.domains)] as Filter['domains'];
    if (test.value) {
      checkValue(test.value.location, test.value.min);
      checkValue(test.value.location, test.value.max);
      checkRange(test.value);
      filter.value = {
        ...(test.value.min !== undefined ? { min: test.value.min } : {}),
        ...(test.value.max !== undefined ? { max: test.value.max } : {}),
      };
    }
    if (test.chosenDomain) filter.chosenDomain = true;
    if (test.chosenValue) filter.chosenValue = true;
    return filter;
  };

  /**
   * A number of cards somewhere, compared: "you control three or more Technology cards", "your hand has
   * six cards". A number alone means at least that many, or at most while cards go away (`down`:
   * "Discard cards until your hand has three cards").
   */
  const counted = (node: CardsCountedNode, down = false): Condition => {
    const { compare } = node;
    const bounds = compare.n !== undefined ? (down ? { atMost: compare.n } : { atLeast: compare.n }) : { ...compare };
    for (const bound of [bounds.atLeast, bounds.atMost]) {
      if (bound !== undefined && bound < 0)
        report(
          compare.location,
          'dsl/bad-count',
          "there can't be fewer than no cards",
          'write "no cards" or "fewer than two cards".',
        );
    }
    const range = {
      ...(bounds.atLeast !== undefined ? { atLeast: Math.max(0, bounds.atLeast) } : {}),
      ...(bounds.atMost !== undefined ? { atMost: Math.max(0, bounds.atMost) } : {}),
    };
    if (node.selection)
      return {
        count: { cardsIn: { ...(cardPhrase(node.selection, 'look', 'you') as Selection), count: { mode: 'all' } } },
        ...range,
      };
    const filter = filterOf(node.cards!.adjectives, node.cards!.posts);
    const place = node.place!;
    const zone: Zone =
      place.type === 'Controlled'
        ? { place: 'in-play', control: place.by }
        : place.type === 'Hand'
          ? { place: 'hand', player: place.player.player }
          : place.type === 'Deck'
            ? { place: 'deck', end: 'top' }
            : place.type === 'Discard'
              ? { place: 'discard' }
              : { place: 'in-play', control: place.neutral ? 'neutral' : 'any' };
    return { count: { cardsIn: { count: { mode: 'all' }, ...(filter ? { filter } : {}), zone } }, ...range };
  };

  const conditionOf = (node: AnyConditionNode): Condition => {
    switch (node.type) {
      case 'Did': {
        const did: Condition = node.by === 'you' ? { did: true } : { did: true, by: node.by };
        return node.not ? { not: did } : did;
      }
      case 'CardsCounted':
        return counted(node);
      case 'PlayersCompared': {
        const filter = filterOf(node.cards.adjectives, node.cards.posts);
        const zone: Zone =
          node.place === 'hand' ? { place: 'hand', player: 'you' } : { place: 'in-play', control: 'you' };
        return {
          compare: node.compare,
          cards: { count: { mode: 'all' }, ...(filter ? { filter } : {}), zone },
          than: node.than,
        };
      }
      case 'Condition': {
        const tested: Condition = { subject: node.subject, test: testFilter(node.test) };
        return node.not ? { not: tested } : tested;
      }
    }
  };

  /** "Draw cards until your hand has six cards.": the verb's sentence, one card a round, until the condition holds. */
  const repeat = (node: RepeatNode): Step => {
    const actor = sentenceActor(node.subject);
    const verb = node.verb;
    const selection: Selection =
      node.cards.type === 'NextCards'
        ? { count: { mode: 'exactly', n: 1, bare: true }, zone: { place: 'deck', end: 'top', next: true } }
        : (cardPhrase(node.cards, verb, actor) as Selection);
    const until = node.until;
    if (until.type === 'Found' && until.verb !== verb) {
      report(
        until.location,
        'dsl/conflict',
        `the cards are ${verb === 'draw' ? 'drawn' : `${verb}ed`}, so say "until you ${verb} …"`,
        `write "until you ${verb} a Services card".`,
      );
    }
    return {
      kind: 'repeat',
      actor,
      steps: [{ kind: verb, actor, cards: selection }],
      until:
        until.type === 'Found'
          ? { subject: 'it', test: testFilter(until.test) }
          : counted(until, verb === 'discard' || verb === 'expel'),
      check: until.type === 'Found' ? 'after' : 'before',
    };
  };

  const cards = (node: CardsNode, verb: Verb, actor: Player): Cards => {
    if (node.type === 'Alternatives') return { anyOf: node.options.map((o) => cardPhrase(o, verb, actor)) };
    return cardPhrase(node, verb, actor);
  };

  const predicate = (node: PredicateNode, actor: Player): Step => {
    // Most verbs act on a card phrase, and keep the word the text used ("steal", "pick") where it has one.
    const onCards = <K extends Verb, W extends string>(kind: K, of: { cards: CardsNode; word?: W }) => ({
      kind,
      actor,
      cards: cards(of.cards, kind, actor),
      ...(of.word ? { word: of.word } : {}),
    });
    // The kind of each is a verb on cards alone: the cast joins the table's kinds back to their steps.
    if (onCardsAlone(node)) return onCards(CARDS_ALONE[node.type], node) as Step;
    switch (node.type) {
      case 'Replace':
        return { ...onCards('replace', node), with: cards(node.with, 'replace', actor) };
      case 'Give':
        return { ...onCards('give', node), to: node.to.player };
      case 'Take':
        return { ...onCards('take', node), into: node.into.player };
      case 'Steal':
        return steal(node, actor);
      case 'PickPlayer':
        return { kind: 'pick-player', actor, player: node.player.player, ...(node.word ? { word: node.word } : {}) };
      case 'Put':
        return {
          ...onCards('put', node),
          position: node.position,
          ...(node.anyOrder ? { anyOrder: true as const } : {}),
        };
      case 'Choose': {
        if (node.value === 'domain') return { kind: 'choose', actor, value: 'domain' };
        const [min, max] = [node.min ?? 1, node.max ?? 13];
        checkValue(node.location, min);
        checkValue(node.location, max);
        if (min > max)
          report(
            node.location,
            'dsl/conflict',
            `a number from ${min} to ${max} has no numbers`,
            'write "a number from 1 to 13".',
          );
        return {
          kind: 'choose',
          actor,
          value: 'number',
          min: Math.min(Math.max(min, VALUE_MIN), VALUE_MAX),
          max: Math.min(Math.max(max, VALUE_MIN), VALUE_MAX),
        };
      }
      case 'Exchange': {
        const own = cards(node.cards, 'exchange', actor);
        const word = node.word ? { word: node.word } : {};
        if (node.with)
          return { kind: 'exchange', actor, cards: own, with: cards(node.with, 'exchange', actor), ...word };
        // Without "with", the cards swap with each other: every option must name exactly two cards.
        const pair = (set: Selection | Reference) =>
          'ref' in set
            ? (set.ref === 'them' || set.ref === 'those-cards') &&
              (!set.count || (set.count.mode === 'exactly' && set.count.n === 2))
            : set.count.mode === 'exactly' && set.count.n === 2;
        if (!('anyOf' in own ? own.anyOf : [own]).every(pair)) {
          report(
            node.cards.location,
            'dsl/exchange-needs-two',
            'an exchange swaps two cards',
            'write "exchange two … cards" or "exchange … with …".',
          );
        }
        return { kind: 'exchange', actor, cards: own, ...word };
      }
    }
  };

  /**
   * "Steal a card from an opponent": take it from that player's hand into the actor's own. The player may
   * be said after "from" or inside the card phrase ("steal a card from an opponent's hand", "steal a card
   * an opponent controls"); one player's hand at a time, since one choice picks the cards.
   */
  const steal = (node: Extract<PredicateNode, { type: 'Steal' }>, actor: Player): Step => {
    const into: Player = actor === 'you' ? 'you' : 'they';
    if (!node.from) {
      if (node.cards.type === 'Selection' && !node.cards.posts.some((p) => p.type !== 'Value')) {
        report(
          node.cards.location,
          'dsl/missing-place',
          'say whom the cards are stolen from',
          'write "steal a card from an opponent".',
        );
      }
      return { kind: 'take', actor, cards: cards(node.cards, 'take', actor), into, word: 'steal' };
    }
    const from = node.from.player;
    if (from === 'each-player' || from === 'all-players' || from === 'each-other-player' || from === 'each-opponent') {
      report(
        node.from.location,
        'dsl/steal-from-several',
        "a steal takes cards from one player's hand",
        'write "steal a card from an opponent".',
      );
    }
    const phrase = node.cards;
    if (phrase.type !== 'Selection' || phrase.posts.some((p) => p.type !== 'Value' && p.type !== 'Random')) {
      report(
        phrase.location,
        'dsl/conflict',
        'the stolen cards are in the hand of the player after "from"',
        'write "steal a card from an opponent".',
      );
      return { kind: 'take', actor, cards: cards(phrase, 'take', actor), into, word: 'steal' };
    }
    const filter = filterOf(phrase.adjectives, phrase.posts);
    const other = phrase.adjectives.some((a) => a.type === 'Other');
    const zone: Zone = { place: 'hand', player: from };
    const random = atRandom(phrase, zone);
    const selection: Selection = {
      count: count(phrase.count),
      ...(filter ? { filter } : {}),
      zone,
      ...(other ? { other: true as const } : {}),
      ...(random ? { random: true as const } : {}),
    };
    return { kind: 'take', actor, cards: selection, into, word: 'steal' };
  };

  // "… and …" runs the predicates in order; "… or …" lets the actor choose one. One sentence uses one
  // of the two: "draw a card and discard a card or expel it" has no single reading.
  const statement = (node: StatementNode): Step[] => {
    const actor = sentenceActor(node.subject);
    const lowered = node.predicates.map((p) => predicate(p, actor));
    const words = new Set(node.joiners.map((j) => j.word));
    if (words.size > 1) {
      report(
        node.joiners.find((j) => j.word !== node.joiners[0]!.word)!.location,
        'dsl/mixed-and-or',
        'a sentence joins its parts with "and" or with "or", not both',
        'split it into two sentences.',
      );
    }
    const steps: Step[] = words.has('or') ? [{ kind: 'choice', actor, options: lowered.map((o) => [o]) }] : lowered;
    return node.may ? [{ kind: 'may', actor, steps }] : steps;
  };

  const inner = (node: StatementNode | CountAsNode | RepeatNode): Step[] =>
    node.type === 'CountAs' ? [countAs(node)] : node.type === 'Repeat' ? [repeat(node)] : statement(node);

  const sentence = (node: SentenceNode, before: Step[]): Step[] => {
    let steps: Step[];
    const body = node.body;
    if (body.type === 'Otherwise') {
      // "Otherwise, …" belongs to the "If …" sentence just before it.
      const last = before.at(-1);
      if (last?.kind !== 'if' || last.else) {
        report(
          body.location,
          'dsl/otherwise-without-if',
          '"Otherwise" needs an "If …" sentence just before it',
          'write "If it is a Science card, draw it. Otherwise, discard it."',
        );
        return inner(body.body);
      }
      last.else = inner(body.body);
      return [];
    }
    if (body.type === 'Conditional') {
      const then = inner(body.body);
      steps = [{ kind: 'if', actor: then[0]!.actor, condition: conditionOf(body.condition), steps: then }];
    } else if (body.type === 'ForEach') {
      steps = [{ kind: 'for-each', actor: 'you', over: quantity(body.over, 'you'), steps: inner(body.body) }];
    } else {
      steps = inner(body);
    }
    return node.then ? [{ ...steps[0]!, then: true }, ...steps.slice(1)] : steps;
  };

  const countAs = (node: Extract<SentenceNode['body'], { type: 'CountAs' }>): Step => {
    if (node.as.value !== undefined) checkValue(node.location, node.as.value);
    const as = node.as.domain ? { domain: node.as.domain } : { value: node.as.value! };
    return {
      kind: 'count-as',
      actor: 'you',
      cards: cards(node.cards, 'count-as', 'you'),
      as,
      ...(node.duration ? { duration: node.duration } : {}),
    };
  };

  const steps: Step[] = [];
  for (const node of effect.sentences) steps.push(...sentence(node, steps));
  return { steps, problems };
}
