/**
 * Per-region input of the place generator (scripts/gen-places.ts): which GeoNames rows belong to a
 * region, how admin1 codes map to states, the names and slugs that SPEC wants, and the places SPEC
 * names that GeoNames lacks. The generator reports every override, addition or drop that no longer
 * matches the data, so this file cannot silently rot.
 */
import type { RegionCode } from '../../regions/schema.ts';

/** A state, province or region of an edition. */
export interface StateConfig {
  /** Name in the edition's language ("Bayern", "Kärnten", "Lombardia"). */
  name: string;
  /** Slug short form that wins over slugify(name) (SPEC: "nrw"). */
  slug?: string;
}

/**
 * A reference point for admin1 codes that cover several states (England): a place takes the state
 * of the nearest reference point. The label is only there for people reading the table.
 */
export type ReferencePoint = readonly [label: string, lat: number, lon: number];

/** A place SPEC names that GeoNames does not have. */
export interface PlaceAddition {
  name: string;
  /** GeoNames admin1 code of the place (it is resolved to a state like any other row). */
  admin1: string;
  lat: number;
  lon: number;
  population: number;
}

export interface RegionPlacesConfig {
  region: RegionCode;
  /** ISO 3166-1 alpha-2 code of the GeoNames rows ("GB" for uk). */
  country: string;
  /** Rows below this population are left out (DESIGN §4: >= 1000 inhabitants). */
  minPopulation: number;
  /** State id → state. The id is the admin1 code unless `admin1` maps codes to other ids. */
  states: Record<string, StateConfig>;
  /** admin1 code → state id, where they differ (uk: "WLS" → "wales"). */
  admin1?: Record<string, string>;
  /** admin1 code → reference points per state id, for codes that span several states. */
  split?: Record<string, Record<string, readonly ReferencePoint[]>>;
  /** GeoNames name → name used by the edition (English exonyms to the local form). */
  nameOverrides?: Record<string, string>;
  /** GeoNames cityId → name, where the GeoNames name is shared with another row. */
  idNameOverrides?: Record<number, string>;
  /** Places added by hand. */
  additions?: PlaceAddition[];
  /** GeoNames cityIds left out, with the reason in a comment. */
  drop?: number[];
}

const MIN_POPULATION = 1000;

const de: RegionPlacesConfig = {
  region: 'de',
  country: 'DE',
  minPopulation: MIN_POPULATION,
  states: {
    '01': { name: 'Baden-Württemberg' },
    '02': { name: 'Bayern' },
    '03': { name: 'Bremen' },
    '04': { name: 'Hamburg' },
    '05': { name: 'Hessen' },
    '06': { name: 'Niedersachsen' },
    '07': { name: 'Nordrhein-Westfalen', slug: 'nrw' },
    '08': { name: 'Rheinland-Pfalz' },
    '09': { name: 'Saarland' },
    '10': { name: 'Schleswig-Holstein' },
    '11': { name: 'Brandenburg' },
    '12': { name: 'Mecklenburg-Vorpommern' },
    '13': { name: 'Sachsen' },
    '14': { name: 'Sachsen-Anhalt' },
    '15': { name: 'Thüringen' },
    '16': { name: 'Berlin' },
  },
  // The data already has Köln, Nürnberg, Hannover, Braunschweig, Frankfurt am Main in German.
  // GeoNames has a few German names only in transliterated ASCII; give them their real letters.
  nameOverrides: {
    Munich: 'München',
    'Altstadt Sud': 'Altstadt-Süd',
    Bilderstoeckchen: 'Bilderstöckchen',
    'Kueps Oberfranken': 'Küps',
    Huede: 'Hüde',
    'Querum -  Wabenkamp': 'Querum-Wabenkamp',
  },
  idNameOverrides: {
    // GeoNames calls both Mülheim an der Ruhr and the Köln district Mülheim just "Mülheim".
    2867838: 'Mülheim an der Ruhr',
  },
  additions: [
    // District of Münster (SPEC 404 list); about 7,000 inhabitants, rounded.
    { name: 'Nienberge', admin1: '07', lat: 51.9985, lon: 7.5455, population: 7000 },
  ],
  drop: [
    6941055, // Bochum-Hordel: a Bochum district row carrying the whole city's population
    2864072, // Neue Neustadt: a Magdeburg district row carrying the whole city's population
  ],
};

const at: RegionPlacesConfig = {
  region: 'at',
  country: 'AT',
  minPopulation: MIN_POPULATION,
  states: {
    '01': { name: 'Burgenland' },
    '02': { name: 'Kärnten' },
    '03': { name: 'Niederösterreich' },
    '04': { name: 'Oberösterreich' },
    '05': { name: 'Salzburg' },
    '06': { name: 'Steiermark' },
    '07': { name: 'Tirol' },
    '08': { name: 'Vorarlberg' },
    '09': { name: 'Wien' },
  },
  // Klagenfurt keeps its official name "Klagenfurt am Wörthersee" (slug klagenfurt-am-woerthersee).
  nameOverrides: { Vienna: 'Wien' },
};

/**
 * England is one admin1 code in GeoNames ("ENG"); the UK edition splits it into the nine regions of
 * /escort/independent/. Each English place takes the region of its nearest reference town below
 * (distance on an equirectangular projection). The towns cover every region, and towns on both
 * sides of each regional boundary are listed densely (Greater London's edge, the Thames estuary,
 * the Pennines, the Humber, Lincolnshire, the Chilterns, the Cotswolds, the Dorset/Hampshire
 * border...), so a place lands in the right region unless it lies within a few kilometres of a
 * boundary between two reference towns.
 */
// prettier-ignore
const ENGLAND: Record<string, readonly ReferencePoint[]> = {
  london: [
    ['London', 51.509, -0.126], ['Croydon', 51.383, -0.1], ['Sutton', 51.35, -0.2],
    ['Kingston upon Thames', 51.413, -0.297], ['Richmond', 51.462, -0.306], ['Hounslow', 51.468, -0.361],
    ['Uxbridge', 51.549, -0.482], ['Harrow', 51.578, -0.332], ['Barnet', 51.65, -0.2],
    ['Enfield Town', 51.651, -0.085], ['Edmonton', 51.615, -0.07], ['Walthamstow', 51.591, -0.021],
    ['Ilford', 51.558, 0.073], ['Romford', 51.575, 0.186], ['Upminster', 51.556, 0.256], ['Dagenham', 51.55, 0.167],
    ['Bexleyheath', 51.463, 0.139], ['Bromley', 51.406, 0.015], ['Orpington', 51.375, 0.098],
    ['Woolwich', 51.491, 0.065], ['Ealing', 51.512, -0.302], ['Wembley', 51.552, -0.297], ['Hayes', 51.516, -0.423],
    ['Twickenham', 51.445, -0.338], ['Lewisham', 51.456, -0.018], ['Stratford', 51.541, -0.003],
    ['Tottenham', 51.588, -0.072], ['Hornchurch', 51.557, 0.217], ['Sidcup', 51.426, 0.104],
    ['Purley', 51.337, -0.112], ['Coulsdon', 51.32, -0.141], ['Biggin Hill', 51.313, 0.034],
    ['Ruislip', 51.573, -0.423], ['Pinner', 51.594, -0.382], ['Edgware', 51.613, -0.275], ['Chingford', 51.631, 0],
    ['Mitcham', 51.403, -0.168], ['Morden', 51.398, -0.198], ['Feltham', 51.446, -0.414], ['Erith', 51.483, 0.175],
    ['Chessington', 51.362, -0.304], ['Cheam', 51.362, -0.22], ['Northwood', 51.612, -0.424],
    ['West Drayton', 51.5, -0.467], ['Rainham', 51.517, 0.19], ['Cockfosters', 51.652, -0.149],
    ['Mill Hill', 51.615, -0.231], ['Hampton', 51.413, -0.367], ['Carshalton', 51.368, -0.168],
    ['Beckenham', 51.409, -0.025], ['Eltham', 51.451, 0.052], ['Kenley', 51.323, -0.096],
    ['Harefield', 51.603, -0.485], ['Stanmore', 51.617, -0.317], ['Woodford Green', 51.609, 0.023],
    ['Hainault', 51.608, 0.107], ['Hook', 51.368, -0.306]
  ],
  'south-east': [
    ['Oxford', 51.752, -1.256], ['Banbury', 52.063, -1.342], ['Bicester', 51.9, -1.154], ['Witney', 51.784, -1.485],
    ['Chipping Norton', 51.941, -1.545], ['Henley-on-Thames', 51.533, -0.9], ['Wantage', 51.588, -1.426],
    ['Abingdon', 51.671, -1.283], ['Didcot', 51.609, -1.242], ['Thame', 51.748, -0.976], ['Reading', 51.456, -0.971],
    ['Newbury', 51.401, -1.325], ['Hungerford', 51.415, -1.516], ['Slough', 51.509, -0.595],
    ['Windsor', 51.483, -0.6], ['Maidenhead', 51.523, -0.72], ['Bracknell', 51.414, -0.751],
    ['Wokingham', 51.411, -0.836], ['Milton Keynes', 52.042, -0.756], ['Buckingham', 52, -0.988],
    ['Aylesbury', 51.817, -0.815], ['High Wycombe', 51.629, -0.749], ['Amersham', 51.667, -0.617],
    ['Chesham', 51.7, -0.6], ['Gerrards Cross', 51.586, -0.555], ['Beaconsfield', 51.612, -0.647],
    ['Marlow', 51.569, -0.774], ['Olney', 52.153, -0.702], ['Princes Risborough', 51.725, -0.831],
    ['Iver', 51.5, -0.5], ['Guildford', 51.235, -0.574], ['Woking', 51.319, -0.559], ['Staines', 51.431, -0.506],
    ['Epsom', 51.331, -0.27], ['Leatherhead', 51.297, -0.334], ['Reigate', 51.237, -0.206], ['Redhill', 51.24, -0.17],
    ['Dorking', 51.232, -0.334], ['Farnham', 51.214, -0.801], ['Godalming', 51.186, -0.615],
    ['Haslemere', 51.09, -0.708], ['Camberley', 51.337, -0.743], ['Esher', 51.37, -0.367],
    ['Weybridge', 51.372, -0.46], ['Caterham', 51.282, -0.079], ['Oxted', 51.257, -0.006],
    ['Lingfield', 51.177, -0.016], ['Banstead', 51.322, -0.207], ['Ashford', 51.148, 0.872],
    ['Egham', 51.432, -0.552], ['Chertsey', 51.388, -0.508], ['Walton-on-Thames', 51.387, -0.413],
    ['Ewell', 51.349, -0.249], ['Horley', 51.174, -0.159], ['Maidstone', 51.267, 0.517], ['Canterbury', 51.279, 1.08],
    ['Dover', 51.126, 1.313], ['Folkestone', 51.082, 1.167], ['Margate', 51.381, 1.386], ['Ramsgate', 51.336, 1.418],
    ['Sevenoaks', 51.273, 0.189], ['Tonbridge', 51.195, 0.274], ['Royal Tunbridge Wells', 51.133, 0.263],
    ['Dartford', 51.447, 0.214], ['Gravesend', 51.442, 0.371], ['Chatham', 51.379, 0.528],
    ['Rochester', 51.388, 0.505], ['Gillingham', 51.389, 0.549], ['Sittingbourne', 51.341, 0.733],
    ['Faversham', 51.315, 0.889], ['Swanley', 51.397, 0.173], ['Westerham', 51.266, 0.069],
    ['Edenbridge', 51.192, 0.067], ['Tenterden', 51.068, 0.688], ['Hythe', 51.071, 1.084], ['Deal', 51.223, 1.404],
    ['Whitstable', 51.361, 1.026], ['Herne Bay', 51.373, 1.129], ['New Romney', 50.986, 0.941],
    ['Brighton', 50.828, -0.139], ['Hove', 50.831, -0.167], ['Worthing', 50.818, -0.375], ['Crawley', 51.113, -0.183],
    ['Horsham', 51.063, -0.328], ['Chichester', 50.837, -0.78], ['Bognor Regis', 50.782, -0.68],
    ['Eastbourne', 50.769, 0.285], ['Hastings', 50.855, 0.573], ['Lewes', 50.874, 0.009], ['Uckfield', 50.969, 0.096],
    ['Crowborough', 51.061, 0.163], ['East Grinstead', 51.124, -0.006], ['Haywards Heath', 50.998, -0.103],
    ['Midhurst', 50.986, -0.74], ['Rye', 50.951, 0.734], ['Southampton', 50.904, -1.404],
    ['Portsmouth', 50.799, -1.091], ['Winchester', 51.065, -1.319], ['Basingstoke', 51.262, -1.087],
    ['Andover', 51.211, -1.494], ['Aldershot', 51.248, -0.764], ['Farnborough', 51.294, -0.756],
    ['Fleet', 51.283, -0.833], ['Petersfield', 51.005, -0.934], ['Alton', 51.149, -0.975], ['Romsey', 50.989, -1.5],
    ['Ringwood', 50.845, -1.789], ['Lymington', 50.758, -1.544], ['Fordingbridge', 50.927, -1.79],
    ['Newport', 50.701, -1.289], ['Ryde', 50.73, -1.162], ['Sandown', 50.652, -1.161], ['Tadley', 51.35, -1.129],
    ['Stockbridge', 51.114, -1.491], ['Yateley', 51.343, -0.83], ['Swanscombe', 51.447, 0.31],
    ['Greenhithe', 51.45, 0.285], ['Longfield', 51.397, 0.302], ['Faringdon', 51.656, -1.587],
    ['Shrivenham', 51.599, -1.655], ['New Milton', 50.756, -1.666], ['Denham', 51.567, -0.5],
    ['Sunbury-on-Thames', 51.404, -0.418], ['Shepperton', 51.395, -0.449], ['East Molesey', 51.399, -0.349],
    ['West Molesey', 51.4, -0.38], ['Thames Ditton', 51.39, -0.339], ['Ditton Hill', 51.379, -0.313],
    ['Iver Heath', 51.536, -0.518], ['Stone', 51.45, 0.265], ['Aston Clinton', 51.8, -0.725],
    ['Ivinghoe', 51.836, -0.63], ['Pitstone', 51.828, -0.64], ['Wing', 51.895, -0.72], ['Stewkley', 51.927, -0.764],
    ['Cheddington', 51.848, -0.664]
  ],
  'south-west': [
    ['Penzance', 50.119, -5.537], ['Truro', 50.265, -5.054], ['Newquay', 50.416, -5.073], ['Bodmin', 50.472, -4.724],
    ['Launceston', 50.637, -4.36], ['Bude', 50.824, -4.541], ['St Austell', 50.343, -4.774],
    ['Falmouth', 50.154, -5.071], ['Liskeard', 50.455, -4.465], ['Plymouth', 50.372, -4.143],
    ['Exeter', 50.724, -3.528], ['Barnstaple', 51.08, -4.058], ['Bideford', 51.017, -4.208],
    ['Tiverton', 50.902, -3.492], ['Okehampton', 50.738, -4.002], ['Tavistock', 50.549, -4.144],
    ['Torquay', 50.462, -3.525], ['Honiton', 50.8, -3.189], ['Axminster', 50.783, -2.998],
    ['Lyme Regis', 50.727, -2.935], ['Ilfracombe', 51.209, -4.113], ['South Molton', 51.017, -3.833],
    ['Holsworthy', 50.812, -4.354], ['Taunton', 51.015, -3.103], ['Minehead', 51.205, -3.483],
    ['Bridgwater', 51.128, -3.004], ['Yeovil', 50.942, -2.632], ['Wells', 51.208, -2.649], ['Frome', 51.228, -2.322],
    ['Bath', 51.375, -2.362], ['Bristol', 51.455, -2.597], ['Weston-super-Mare', 51.346, -2.977],
    ['Chard', 50.873, -2.966], ['Wincanton', 51.057, -2.406], ['Keynsham', 51.414, -2.498],
    ['Midsomer Norton', 51.286, -2.486], ['Bournemouth', 50.72, -1.879], ['Poole', 50.714, -1.985],
    ['Christchurch', 50.736, -1.781], ['Dorchester', 50.717, -2.433], ['Weymouth', 50.614, -2.46],
    ['Blandford Forum', 50.861, -2.162], ['Shaftesbury', 51.005, -2.193], ['Sherborne', 50.946, -2.518],
    ['Wimborne Minster', 50.783, -1.983], ['Bridport', 50.734, -2.758], ['Gillingham', 51.038, -2.276],
    ['Salisbury', 51.069, -1.796], ['Swindon', 51.558, -1.781], ['Chippenham', 51.46, -2.125],
    ['Trowbridge', 51.319, -2.209], ['Devizes', 51.351, -1.994], ['Marlborough', 51.42, -1.729],
    ['Warminster', 51.204, -2.179], ['Malmesbury', 51.582, -2.097], ['Highworth', 51.631, -1.711],
    ['Tidworth', 51.231, -1.663], ['Mere', 51.089, -2.267], ['Amesbury', 51.175, -1.781],
    ['Gloucester', 51.866, -2.243], ['Cheltenham', 51.9, -2.08], ['Stroud', 51.75, -2.2],
    ['Cirencester', 51.719, -1.971], ['Tewkesbury', 51.992, -2.16], ['Moreton in Marsh', 51.99, -1.703],
    ['Chipping Campden', 52.05, -1.777], ['Lechlade', 51.694, -1.691], ['Cinderford', 51.824, -2.499],
    ['Coleford', 51.795, -2.614], ['Lydney', 51.726, -2.526], ['Tetbury', 51.639, -2.162],
    ['Thornbury', 51.609, -2.52], ['Yate', 51.541, -2.418], ['Newent', 51.934, -2.408], ['Verwood', 50.876, -1.87],
    ['Alderholt', 50.912, -1.831], ['St Leonards', 50.831, -1.844], ['Three Legged Cross', 50.85, -1.883],
    ['Aldbourne', 51.481, -1.618], ['Great Bedwyn', 51.38, -1.602], ['Ramsbury', 51.444, -1.603]
  ],
  'east-of-england': [
    ['Norwich', 52.628, 1.298], ['King\'s Lynn', 52.752, 0.395], ['Great Yarmouth', 52.608, 1.731],
    ['Cromer', 52.931, 1.299], ['Thetford', 52.417, 0.75], ['Downham Market', 52.607, 0.384],
    ['Fakenham', 52.83, 0.848], ['East Dereham', 52.683, 0.933], ['Diss', 52.377, 1.109], ['Wisbech', 52.666, 0.159],
    ['March', 52.551, 0.088], ['Peterborough', 52.574, -0.248], ['Huntingdon', 52.33, -0.187],
    ['Saint Neots', 52.217, -0.267], ['Cambridge', 52.2, 0.117], ['Ely', 52.4, 0.262], ['Ipswich', 52.059, 1.155],
    ['Lowestoft', 52.475, 1.752], ['Bury St Edmunds', 52.246, 0.711], ['Sudbury', 52.039, 0.731],
    ['Haverhill', 52.082, 0.439], ['Newmarket', 52.245, 0.404], ['Stowmarket', 52.189, 0.998],
    ['Felixstowe', 51.964, 1.351], ['Colchester', 51.889, 0.904], ['Chelmsford', 51.736, 0.47],
    ['Southend-on-Sea', 51.538, 0.714], ['Basildon', 51.568, 0.458], ['Brentwood', 51.621, 0.306],
    ['Grays', 51.476, 0.325], ['Harlow', 51.777, 0.112], ['Epping', 51.698, 0.111], ['Waltham Abbey', 51.687, -0.004],
    ['Cheshunt', 51.7, -0.03], ['Hertford', 51.796, -0.079], ['Hoddesdon', 51.761, -0.011],
    ['Bishops Stortford', 51.871, 0.159], ['Stevenage', 51.902, -0.203], ['Hitchin', 51.949, -0.285],
    ['Royston', 52.048, -0.024], ['Watford', 51.655, -0.396], ['St Albans', 51.75, -0.333],
    ['Hemel Hempstead', 51.754, -0.45], ['Berkhamsted', 51.76, -0.565], ['Tring', 51.795, -0.658],
    ['Borehamwood', 51.655, -0.278], ['Potters Bar', 51.694, -0.178], ['Rickmansworth', 51.639, -0.477],
    ['Bushey', 51.643, -0.361], ['Luton', 51.88, -0.417], ['Dunstable', 51.886, -0.523],
    ['Leighton Buzzard', 51.917, -0.658], ['Bedford', 52.135, -0.466], ['Biggleswade', 52.087, -0.265],
    ['Sandy', 52.129, -0.289], ['Saffron Walden', 52.023, 0.242], ['Braintree', 51.878, 0.553],
    ['Clacton-on-Sea', 51.79, 1.156], ['Harwich', 51.942, 1.284], ['Maldon', 51.731, 0.675], ['Witham', 51.8, 0.64],
    ['Billericay', 51.629, 0.42], ['Rayleigh', 51.586, 0.605], ['Great Dunmow', 51.872, 0.363],
    ['Halstead', 51.945, 0.639], ['Whittlesey', 52.558, -0.13], ['Chatteris', 52.456, 0.052],
    ['Ramsey', 52.451, -0.109], ['Hunstanton', 52.95, 0.5], ['Swaffham', 52.648, 0.686], ['Beccles', 52.459, 1.565],
    ['Halesworth', 52.346, 1.503], ['Aldeburgh', 52.155, 1.602], ['Flitwick', 52.003, -0.495],
    ['Ampthill', 52.027, -0.496], ['Baldock', 51.988, -0.188], ['Chorleywood', 51.655, -0.514],
    ['Radlett', 51.686, -0.319], ['Ware', 51.811, -0.029], ['Sawbridgeworth', 51.817, 0.15],
    ['Chipping Ongar', 51.704, 0.245], ['Tilbury', 51.462, 0.359], ['Canvey Island', 51.522, 0.581],
    ['Burnham-on-Crouch', 51.633, 0.815], ['Wickford', 51.611, 0.523], ['Hadleigh', 51.553, 0.61],
    ['Chigwell', 51.62, 0.076], ['Buckhurst Hill', 51.624, 0.033], ['Waltham Cross', 51.686, -0.036],
    ['Elstree', 51.64, -0.297], ['Shenley', 51.691, -0.281], ['Theydon Bois', 51.674, 0.098], ['Aveley', 51.5, 0.252],
    ['Purfleet', 51.484, 0.242], ['West Thurrock', 51.478, 0.277], ['Grange Hill', 51.612, 0.086],
    ['Chafford Hundred', 51.489, 0.294], ['South Ockendon', 51.508, 0.283], ['Harrold', 52.201, -0.61],
    ['Wittering', 52.607, -0.44]
  ],
  'west-midlands': [
    ['Birmingham', 52.481, -1.9], ['Coventry', 52.407, -1.512], ['Wolverhampton', 52.585, -2.123],
    ['Dudley', 52.5, -2.083], ['Walsall', 52.585, -1.984], ['Solihull', 52.414, -1.781],
    ['Stoke-on-Trent', 53.004, -2.185], ['Leek', 53.104, -2.022], ['Stafford', 52.805, -2.116],
    ['Stone', 52.906, -2.154], ['Uttoxeter', 52.898, -1.865], ['Burton upon Trent', 52.807, -1.643],
    ['Tamworth', 52.634, -1.696], ['Lichfield', 52.682, -1.825], ['Cannock', 52.69, -2.031],
    ['Cheadle', 52.983, -1.983], ['Biddulph', 53.117, -2.176], ['Kidsgrove', 53.087, -2.238],
    ['Telford', 52.677, -2.449], ['Shrewsbury', 52.71, -2.752], ['Oswestry', 52.862, -3.055],
    ['Whitchurch', 52.967, -2.683], ['Market Drayton', 52.905, -2.49], ['Ludlow', 52.374, -2.713],
    ['Bridgnorth', 52.537, -2.42], ['Church Stretton', 52.538, -2.801], ['Bishops Castle', 52.491, -2.997],
    ['Newport', 52.767, -2.377], ['Hereford', 52.057, -2.715], ['Leominster', 52.226, -2.745],
    ['Ross on Wye', 51.917, -2.567], ['Ledbury', 52.036, -2.426], ['Kington', 52.203, -3.031],
    ['Worcester', 52.189, -2.22], ['Great Malvern', 52.112, -2.325], ['Evesham', 52.092, -1.949],
    ['Kidderminster', 52.388, -2.25], ['Redditch', 52.306, -1.946], ['Bromsgrove', 52.336, -2.06],
    ['Warwick', 52.283, -1.583], ['Stratford-upon-Avon', 52.192, -1.707], ['Nuneaton', 52.523, -1.465],
    ['Rugby', 52.371, -1.264], ['Shipston-on-Stour', 52.062, -1.624], ['Kenilworth', 52.35, -1.583],
    ['Royal Leamington Spa', 52.285, -1.52], ['Tenbury Wells', 52.311, -2.596], ['Atherstone', 52.575, -1.547],
    ['Pershore', 52.112, -2.076], ['Upton upon Severn', 52.063, -2.218], ['Bedworth', 52.479, -1.469],
    ['Southam', 52.253, -1.388], ['Bredon', 52.03, -2.117], ['Broadway', 52.038, -1.861],
    ['Honeybourne', 52.095, -1.831]
  ],
  'east-midlands': [
    ['Derby', 52.923, -1.477], ['Chesterfield', 53.25, -1.417], ['Glossop', 53.443, -1.949],
    ['Buxton', 53.257, -1.91], ['Bakewell', 53.213, -1.675], ['Matlock', 53.138, -1.556],
    ['Ashbourne', 53.017, -1.733], ['Swadlincote', 52.774, -1.557], ['Ilkeston', 52.971, -1.31],
    ['Belper', 53.023, -1.481], ['Long Eaton', 52.899, -1.271], ['Nottingham', 52.954, -1.15],
    ['Mansfield', 53.133, -1.2], ['Worksop', 53.302, -1.124], ['Retford', 53.322, -0.943],
    ['Newark on Trent', 53.067, -0.817], ['Southwell', 53.078, -0.955], ['Lincoln', 53.227, -0.538],
    ['Gainsborough', 53.383, -0.767], ['Market Rasen', 53.388, -0.338], ['Louth', 53.367, -0.004],
    ['Skegness', 53.144, 0.336], ['Horncastle', 53.208, -0.117], ['Boston', 52.976, -0.027],
    ['Spalding', 52.787, -0.151], ['Stamford', 52.65, -0.483], ['Grantham', 52.911, -0.642],
    ['Sleaford', 52.998, -0.409], ['Mablethorpe', 53.341, 0.261], ['Caistor', 53.497, -0.315],
    ['Holbeach', 52.804, 0.014], ['Bourne', 52.767, -0.383], ['Leicester', 52.639, -1.132],
    ['Loughborough', 52.767, -1.2], ['Melton Mowbray', 52.766, -0.887], ['Oakham', 52.667, -0.733],
    ['Hinckley', 52.539, -1.376], ['Market Harborough', 52.478, -0.921], ['Lutterworth', 52.456, -1.202],
    ['Coalville', 52.722, -1.37], ['Ashby-de-la-Zouch', 52.746, -1.473], ['Uppingham', 52.588, -0.723],
    ['Northampton', 52.25, -0.883], ['Kettering', 52.398, -0.726], ['Corby', 52.496, -0.689],
    ['Wellingborough', 52.303, -0.694], ['Daventry', 52.257, -1.161], ['Brackley', 52.033, -1.15],
    ['Towcester', 52.134, -0.991], ['Oundle', 52.481, -0.467], ['Rushden', 52.289, -0.602],
    ['Dronfield', 53.302, -1.475], ['Bolsover', 53.228, -1.292], ['New Mills', 53.366, -2],
    ['Chapel-en-le-Frith', 53.322, -1.913], ['Castle Donington', 52.843, -1.342], ['Holton le Clay', 53.505, -0.063],
    ['Tetney', 53.492, -0.021], ['North Thoresby', 53.467, -0.056], ['Bircotes', 53.419, -1.049],
    ['Ranskill', 53.383, -1.014], ['Killamarsh', 53.324, -1.317], ['Bozeat', 52.223, -0.673],
    ['Kings Sutton', 52.023, -1.276], ['Gedney Hill', 52.684, -0.02], ['Etwall', 52.884, -1.6],
    ['Repton', 52.84, -1.551], ['Doveridge', 52.905, -1.825]
  ],
  yorkshire: [
    ['York', 53.958, -1.083], ['Leeds', 53.796, -1.548], ['Bradford', 53.794, -1.752], ['Sheffield', 53.383, -1.466],
    ['Doncaster', 53.523, -1.131], ['Kingston upon Hull', 53.745, -0.335], ['Scarborough', 54.28, -0.404],
    ['Whitby', 54.488, -0.615], ['Pickering', 54.25, -0.767], ['Northallerton', 54.339, -1.432],
    ['Richmond', 54.404, -1.734], ['Ripon', 54.136, -1.528], ['Harrogate', 53.991, -1.537],
    ['Skipton', 53.961, -2.017], ['Settle', 54.069, -2.277], ['Hawes', 54.304, -2.197],
    ['Huddersfield', 53.649, -1.784], ['Halifax', 53.717, -1.85], ['Todmorden', 53.714, -2.097],
    ['Hebden Bridge', 53.741, -2.013], ['Holmfirth', 53.57, -1.788], ['Penistone', 53.526, -1.63],
    ['Barnsley', 53.55, -1.483], ['Rotherham', 53.43, -1.357], ['Wakefield', 53.683, -1.498],
    ['Selby', 53.783, -1.067], ['Goole', 53.703, -0.877], ['Bridlington', 54.083, -0.192],
    ['Beverley', 53.846, -0.423], ['Hornsea', 53.91, -0.168], ['Withernsea', 53.731, 0.032],
    ['Scunthorpe', 53.579, -0.654], ['Grimsby', 53.565, -0.076], ['Cleethorpes', 53.56, -0.032],
    ['Barton upon Humber', 53.689, -0.444], ['Brigg', 53.552, -0.492], ['Thirsk', 54.233, -1.344],
    ['Malton', 54.137, -0.8], ['Stokesley', 54.47, -1.193], ['Great Ayton', 54.491, -1.136],
    ['Bedale', 54.288, -1.592], ['Leyburn', 54.31, -1.83], ['Keighley', 53.868, -1.907], ['Ilkley', 53.924, -1.823],
    ['Otley', 53.906, -1.694], ['Wetherby', 53.928, -1.387], ['Tadcaster', 53.883, -1.263],
    ['Driffield', 54.006, -0.445], ['Pocklington', 53.933, -0.781], ['Howden', 53.746, -0.87],
    ['Thorne', 53.611, -0.963], ['Epworth', 53.526, -0.824], ['Bawtry', 53.431, -1.019], ['Dinnington', 53.367, -1.2],
    ['Stocksbridge', 53.482, -1.594], ['Earby', 53.915, -2.143], ['Marsden', 53.6, -1.917],
    ['Meltham', 53.593, -1.849], ['High Bentham', 54.118, -2.512], ['Ingleton', 54.154, -2.468],
    ['Waltham', 53.517, -0.1], ['Wales', 53.341, -1.282], ['Kiveton Park', 53.341, -1.255], ['Todwick', 53.354, -1.257],
    ['Harthill', 53.317, -1.267],
  ],
  'north-west': [
    ['Carlisle', 54.895, -2.938], ['Brampton', 54.95, -2.733], ['Alston', 54.809, -2.439],
    ['Penrith', 54.666, -2.758], ['Keswick', 54.599, -3.133], ['Whitehaven', 54.549, -3.584],
    ['Workington', 54.642, -3.544], ['Kendal', 54.327, -2.748], ['Appleby-in-Westmorland', 54.577, -2.49],
    ['Kirkby Stephen', 54.472, -2.349], ['Sedbergh', 54.321, -2.525], ['Barrow in Furness', 54.111, -3.228],
    ['Ulverston', 54.196, -3.096], ['Millom', 54.211, -3.272], ['Cockermouth', 54.662, -3.361],
    ['Wigton', 54.825, -3.161], ['Maryport', 54.714, -3.495], ['Lancaster', 54.046, -2.8],
    ['Morecambe', 54.068, -2.861], ['Kirkby Lonsdale', 54.203, -2.598], ['Carnforth', 54.132, -2.769],
    ['Clitheroe', 53.867, -2.4], ['Barnoldswick', 53.917, -2.187], ['Colne', 53.857, -2.169],
    ['Nelson', 53.833, -2.2], ['Burnley', 53.8, -2.233], ['Rochdale', 53.618, -2.155], ['Oldham', 53.541, -2.118],
    ['Uppermill', 53.548, -2.007], ['Stalybridge', 53.484, -2.059], ['Stockport', 53.41, -2.158],
    ['Macclesfield', 53.26, -2.126], ['Congleton', 53.163, -2.213], ['Crewe', 53.098, -2.442],
    ['Nantwich', 53.069, -2.521], ['Chester', 53.191, -2.892], ['Preston', 53.763, -2.705],
    ['Blackpool', 53.817, -3.05], ['Liverpool', 53.411, -2.978], ['Southport', 53.646, -3.01],
    ['Manchester', 53.481, -2.237], ['Bolton', 53.583, -2.433], ['Wigan', 53.543, -2.637],
    ['Warrington', 53.393, -2.58], ['Widnes', 53.362, -2.734], ['Knutsford', 53.303, -2.375],
    ['Altrincham', 53.388, -2.348], ['Marple', 53.395, -2.063], ['Hyde', 53.451, -2.079],
    ['Wilmslow', 53.328, -2.231], ['Northwich', 53.259, -2.52], ['Winsford', 53.191, -2.524],
    ['Ellesmere Port', 53.279, -2.901], ['Birkenhead', 53.393, -3.015], ['Ormskirk', 53.567, -2.882],
    ['Chorley', 53.65, -2.617], ['Blackburn', 53.75, -2.483], ['Accrington', 53.754, -2.359],
    ['Rawtenstall', 53.701, -2.284], ['Bacup', 53.703, -2.201], ['Littleborough', 53.644, -2.096],
    ['Whitworth', 53.656, -2.177], ['Disley', 53.359, -2.038], ['Poynton', 53.35, -2.117],
    ['Bollington', 53.294, -2.11], ['Malpas', 53.017, -2.767], ['Garstang', 53.901, -2.774],
    ['Fleetwood', 53.925, -3.011], ['Ramsbottom', 53.648, -2.317], ['Mossley', 53.515, -2.035],
    ['Hollingworth', 53.463, -1.991], ['Delph', 53.567, -2.017], ['Diggle', 53.567, -1.997],
    ['Alsager', 53.096, -2.306], ['Rode Heath', 53.114, -2.292]
  ],
  'north-east': [
    ['Berwick-Upon-Tweed', 55.769, -2.005], ['Alnwick', 55.413, -1.706], ['Morpeth', 55.169, -1.689],
    ['Hexham', 54.97, -2.104], ['Haltwhistle', 54.971, -2.457], ['Newcastle upon Tyne', 54.973, -1.614],
    ['Sunderland', 54.905, -1.382], ['Durham', 54.777, -1.576], ['Consett', 54.854, -1.832],
    ['Stanhope', 54.75, -2.017], ['Barnard Castle', 54.541, -1.919], ['Darlington', 54.524, -1.55],
    ['Stockton-on-Tees', 54.568, -1.319], ['Middlesbrough', 54.576, -1.235], ['Hartlepool', 54.686, -1.21],
    ['Guisborough', 54.535, -1.056], ['Redcar', 54.617, -1.06], ['Bishop Auckland', 54.656, -1.677],
    ['Bellingham', 55.145, -2.254], ['Wooler', 55.548, -2.012], ['Blyth', 55.127, -1.509],
    ['Ashington', 55.177, -1.564], ['Cramlington', 55.087, -1.586], ['Prudhoe', 54.962, -1.852],
    ['Seaham', 54.839, -1.346], ['Peterlee', 54.76, -1.336], ['Newton Aycliffe', 54.618, -1.572],
    ['Spennymoor', 54.699, -1.602], ['Yarm', 54.504, -1.358], ['Saltburn-by-the-Sea', 54.582, -0.974],
    ['Loftus', 54.555, -0.895], ['Crook', 54.713, -1.75], ['Chester-le-Street', 54.859, -1.574],
    ['Allendale', 54.898, -2.255], ['Rothbury', 55.311, -1.908], ['Amble', 55.333, -1.583],
    ['South Shields', 54.999, -1.432], ['Gateshead', 54.962, -1.602], ['Whitley Bay', 55.04, -1.447]
  ],
};

const uk: RegionPlacesConfig = {
  region: 'uk',
  country: 'GB',
  minPopulation: MIN_POPULATION,
  states: {
    london: { name: 'London' },
    yorkshire: { name: 'Yorkshire and the Humber', slug: 'yorkshire' },
    'south-west': { name: 'South West' },
    'north-east': { name: 'North East' },
    'south-east': { name: 'South East' },
    'north-west': { name: 'North West' },
    'west-midlands': { name: 'West Midlands' },
    'east-midlands': { name: 'East Midlands' },
    'east-of-england': { name: 'East of England' },
    wales: { name: 'Wales' },
    scotland: { name: 'Scotland' },
    'northern-ireland': { name: 'Northern Ireland' },
  },
  admin1: { WLS: 'wales', SCT: 'scotland', NIR: 'northern-ireland' },
  split: { ENG: ENGLAND },
};

const au: RegionPlacesConfig = {
  region: 'au',
  country: 'AU',
  minPopulation: MIN_POPULATION,
  states: {
    '01': { name: 'Australian Capital Territory' },
    '02': { name: 'New South Wales' },
    '03': { name: 'Northern Territory' },
    '04': { name: 'Queensland' },
    '05': { name: 'South Australia' },
    '06': { name: 'Tasmania' },
    '07': { name: 'Victoria' },
    '08': { name: 'Western Australia' },
  },
};

const it: RegionPlacesConfig = {
  region: 'it',
  country: 'IT',
  minPopulation: MIN_POPULATION,
  states: {
    '01': { name: 'Abruzzo' },
    '02': { name: 'Basilicata' },
    '03': { name: 'Calabria' },
    '04': { name: 'Campania' },
    '05': { name: 'Emilia-Romagna' },
    '06': { name: 'Friuli-Venezia Giulia' },
    '07': { name: 'Lazio' },
    '08': { name: 'Liguria' },
    '09': { name: 'Lombardia' },
    '10': { name: 'Marche' },
    '11': { name: 'Molise' },
    '12': { name: 'Piemonte' },
    '13': { name: 'Puglia' },
    '14': { name: 'Sardegna' },
    '15': { name: 'Sicilia' },
    '16': { name: 'Toscana' },
    '17': { name: 'Trentino-Alto Adige' },
    '18': { name: 'Umbria' },
    '19': { name: "Valle d'Aosta" },
    '20': { name: 'Veneto' },
  },
  nameOverrides: {
    // English exonyms in the data (Padova, Siracusa, Mantova, Livorno are already Italian).
    Rome: 'Roma',
    Milan: 'Milano',
    Naples: 'Napoli',
    Turin: 'Torino',
    Genoa: 'Genova',
    Florence: 'Firenze',
    Venice: 'Venezia',
    // GeoNames names a frazione or spelling where the comune name is meant.
    'Carpi Centro': 'Carpi',
    'Montesilvano Marina': 'Montesilvano',
    'San Remo': 'Sanremo',
    'Cava Dè Tirreni': "Cava de' Tirreni",
  },
};

/** Generator input for every edition, in SPEC order. */
export const PLACES_CONFIG: Record<RegionCode, RegionPlacesConfig> = { de, at, uk, au, it };
