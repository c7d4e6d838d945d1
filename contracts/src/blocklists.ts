/**
 * Word lists behind the handle and email rules. How the handle lists are matched (parts,
 * places, look-alike digits) is described in handle.ts.
 */

/**
 * The platform's own name and 'official': the product's blocklist covers them, so a handle containing one
 * gets its 'ID contains restricted content' like any other word of that list (the configured
 * product name joins them, handle.ts).
 */
export const PLATFORM_HANDLE_WORDS: readonly string[] = ['gameshift', 'official'];

/**
 * Words of the site's staff that the specification's list does not name, added so no one can pose
 * as a moderator. A handle containing one (and no word of the specification's list) gets the
 * friendlier 'This ID is reserved'.
 */
export const RESERVED_HANDLE_WORDS: readonly string[] = ['admin', 'support', 'moderator', 'staff'];

/** Every word a handle may not contain: the platform's, the staff's and the offensive ones. */
export const BLOCKED_HANDLE_WORDS: readonly string[] = [
  ...PLATFORM_HANDLE_WORDS,
  ...RESERVED_HANDLE_WORDS,

  // Slurs.
  'nigger',
  'nigga',
  'chink',
  'spic',
  'kike',
  'gook',
  'wetback',
  'beaner',
  'raghead',
  'towelhead',
  'paki',
  'coon',
  'jigaboo',
  'faggot',
  'fag',
  'dyke',
  'tranny',
  'shemale',
  'retard',
  'spastic',

  // Hate.
  'nazi',
  'hitler',
  'heil',
  'kkk',
  'swastika',
  'whitepower',
  'whitepride',
  'holocaust',
  '1488',
  'jihad',
  'genocide',

  // Violence.
  'terrorist',
  'terrorism',
  'massacre',
  'behead',
  'lynch',
  'suicide',
  'killyourself',
  'schoolshooter',
  'rape',
  'rapist',
  'molest',
  'pedo',

  // Sexual terms.
  'sex',
  'porn',
  'penis',
  'vagina',
  'vulva',
  'pussy',
  'cock',
  'dick',
  'cunt',
  'clit',
  'anal',
  'anus',
  'tits',
  'titties',
  'boobs',
  'blowjob',
  'handjob',
  'cumshot',
  'jizz',
  'dildo',
  'orgasm',
  'masturbat',
  'hentai',
  'milf',
  'horny',
  'nude',
  'slut',
  'whore',
  'incest',
  'bestiality',
  'erotic',
  'fetish',
  'bdsm',
  'bukkake',
  'threesome',
  'gangbang',
  'rimjob',
  'ejaculat',
  'fellat',
  'jackoff',
  'jerkoff',
  'titty',
  'pussi',

  // Profanity.
  'fuck',
  'fuk',
  'fcuk',
  'phuck',
  'phuk',
  'shit',
  'bitch',
  'bastard',
  'ass',
  'twat',
  'wank',
  'piss',
  'prick',
  'bollocks',
  'douche',
];

/** Where a blocked word counts inside a part of a handle; words not listed count anywhere. */
export type HandleWordPlace = 'anywhere' | 'start' | 'end' | 'edge' | 'whole';

/**
 * Short blocked words that also sit inside many real names, measured on the corpus of
 * contracts/moderation: 'ass' in Cassandra, 'anus' in Silvanus, 'pedo' in Sharpedo. They count
 * only where a part starts or ends with them (or at a digit, as in 'a55hole').
 */
export const HANDLE_WORD_PLACES: Readonly<Record<string, HandleWordPlace>> = {
  ass: 'edge',
  sex: 'edge',
  anal: 'edge',
  anus: 'start',
  dick: 'edge',
  heil: 'start',
  nazi: 'edge',
  coon: 'start',
  fag: 'edge',
  tits: 'edge',
  chink: 'edge',
  kike: 'edge',
  pedo: 'start',
  cock: 'edge',
  nude: 'edge',
  horny: 'edge',
  staff: 'whole',
  spic: 'edge',
  paki: 'edge',
  gook: 'edge',
  clit: 'edge',
  rape: 'edge',
  piss: 'edge',
  prick: 'edge',
  milf: 'edge',
  dyke: 'edge',
  fuk: 'start',
};

/** What players put before a name ('the_', 'xx'); a blocked word may start right after one. */
export const HANDLE_PREFIXES: readonly string[] = ['the', 'mr', 'mrs', 'big', 'lil', 'xx', 'its', 'iam', 'real', 'king', 'lord'];

/**
 * Innocent words that contain a blocked word. A blocked word is forgiven only where it lies
 * entirely inside one of these, written out whole in the handle: 'classic' passes, while
 * 'classic_ass' and 'gr_ape' do not.
 */
export const ALLOWED_HANDLE_WORDS: readonly string[] = [
  // ass
  'ambassador',
  'assassin',
  'assault',
  'assemble',
  'assert',
  'assess',
  'asset',
  'assign',
  'assist',
  'associate',
  'assume',
  'assure',
  'bass',
  'brass',
  'carcass',
  'cassandra',
  'cassette',
  'class',
  'crass',
  'embassy',
  'glass',
  'grass',
  'hassle',
  'jurassic',
  'lasso',
  'mass',
  'molasses',
  'morass',
  'pass',
  'picasso',
  'sassy',
  'tassel',
  'vassal',
  'cass',
  'lass',
  // anal, anus
  'bananal',
  'analise',
  'analiese',
  'anallese',
  'anallise',
  'analog',
  'analyse',
  'analysis',
  'analyst',
  'analytic',
  'analyze',
  'banal',
  'canal',
  'janus',
  'tetanus',
  'uranus',
  // ass
  'assar',
  'assen',
  'asso',
  // clit
  'clitheroe',
  // cock
  'babcock',
  'cockatiel',
  'cockatoo',
  'cocker',
  'cockenzie',
  'cockney',
  'cockpit',
  'cockroach',
  'cocktail',
  'hancock',
  'hitchcock',
  'peacock',
  'shuttlecock',
  'woodcock',
  // coon
  'cocoon',
  'raccoon',
  'racoon',
  'tycoon',
  // cunt
  'scunthorpe',
  // dick
  'benedick',
  'bendick',
  'dickens',
  'dickey',
  'dickie',
  'dicky',
  'dickinson',
  'dickson',
  // dyke
  'vandyke',
  // gook
  'gobbledygook',
  // fag
  'fagnan',
  // fuk: Japanese places
  'fuka',
  'fukh',
  'fuku',
  // heil
  'heilig',
  'sheila',
  // kike
  'kikelia',
  // nazi
  'nazir',
  // horny
  'thorny',
  // admin
  'badminton',
  // paki
  'pakistan',
  // pedo
  'pedometer',
  'torpedo',
  // penis
  'penistone',
  // prick
  'prickle',
  'prickly',
  // rape, rapist
  'drape',
  'grape',
  'parapet',
  'rapeseed',
  'scrape',
  'therapist',
  'trapeze',
  // retard
  'retardant',
  // sex
  'essex',
  'middlesex',
  'sextant',
  'sextet',
  'sexton',
  'sussex',
  'wessex',
  // shit
  'shitake',
  // spic
  'auspicious',
  'conspicuous',
  'spice',
  'spicy',
];
