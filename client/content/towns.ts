import type { TownContent } from './types'

/**
 * What belongs to each Westchester place alone, for its town page: one entry per place in
 * shared/catalog/westchester-places.ts, in the same order. lat/lng are approximate centres, used
 * for the distance from the showroom.
 */
export const townContent = [
  {
    slug: 'amawalk',
    lat: 41.29,
    lng: -73.756,
    setting:
      'Amawalk straddles the Somers–Yorktown line around the Amawalk Reservoir, one of New York ' +
      "City's Croton watershed lakes. Route 202 passes on its way between Yorktown Heights and " +
      'Somers, the Taconic State Parkway is a few minutes west, and a nineteenth-century Quaker ' +
      'meeting house still stands on Quaker Church Road.',
    homes:
      'Lots here are wooded and often an acre or more, served by private wells and septic ' +
      'systems. You find a few old farmhouses, plenty of 1950s and 1960s ranches and raised ' +
      'ranches, and center-hall colonials from the 1980s and 1990s on land that was subdivided ' +
      'later.',
    projects:
      'Raised ranches usually get an upstairs kitchen opened to the living room and a ' +
      'lower-level bath rebuilt from scratch. In the later colonials owners retire honey-oak ' +
      'cabinets and cultured-marble vanity tops. Because the water comes from a well, we often ' +
      'fit a sediment filter or softener ahead of new faucets and a tankless heater.',
    permits:
      'Look at the tax map before anything else: a lot on the Yorktown side files with the Town ' +
      'of Yorktown, one on the Somers side with the Town of Somers. Adding a bedroom or changing ' +
      'the septic system also goes to the Westchester County Department of Health, and land near ' +
      'the reservoir falls under city watershed rules.',
    tip:
      'Have the septic tank pumped and inspected before demolition day. Its size and condition ' +
      'tell you early whether the extra bathroom on your wish list is realistic.',
    nearby: ['yorktown-heights', 'somers', 'granite-springs', 'shenorock'],
  },
  {
    slug: 'ardsley',
    lat: 41.0107,
    lng: -73.844,
    setting:
      'This small Greenburgh village sits in the Saw Mill River valley. The Saw Mill River ' +
      'Parkway and Route 9A (Saw Mill River Road) run through it, Ashford Avenue crosses east to ' +
      "west, and the Thruway's Ardsley exit is on its edge. Dobbs Ferry, Irvington and Hartsdale " +
      'surround it; the village itself has no train station.',
    homes:
      'Most single-family streets were built between the 1930s and the 1960s: capes, brick and ' +
      'frame colonials, split-levels and ranches on lots of roughly a quarter to half an acre, ' +
      'with some older houses near the village center. Townhouses and apartment buildings along ' +
      'the main roads round out the stock.',
    projects:
      'Split-levels here often get the wall between kitchen and dining room removed, which ' +
      'usually means a flush beam and rerouted ductwork. Capes need their second-floor bath ' +
      'rebuilt under sloped ceilings, where we plan the shower on the tall side of the knee ' +
      'wall. Original 1950s pink or mint tile baths are common candidates.',
    permits:
      'The Village of Ardsley runs its own building department, so permits come from the village ' +
      'rather than from Greenburgh Town Hall. Plan drawings for structural, plumbing or ' +
      'electrical changes, and expect the village inspector to see rough framing, rough plumbing ' +
      'and wiring before walls close.',
    tip:
      'Commuters often assume Ardsley-on-Hudson station is in the village, but it is in ' +
      'Irvington. For deliveries and trades, the Thruway exit and Saw Mill make Ardsley one of ' +
      'the easier places to reach.',
    nearby: ['dobbs-ferry', 'irvington', 'hartsdale', 'edgemont'],
  },
  {
    slug: 'ardsley-on-hudson',
    lat: 41.026,
    lng: -73.874,
    setting:
      'Ardsley-on-Hudson is the riverside neighborhood around the Metro-North Hudson Line ' +
      'station of the same name, between the villages of Irvington and Dobbs Ferry. It grew up ' +
      'around the old Ardsley Casino club at the turn of the last century, and Route 9 ' +
      '(Broadway) runs along the ridge above it.',
    homes:
      "The housing is a mix of large early-1900s houses built for the club's members, stucco and " +
      'half-timbered Tudors, shingled houses facing the river, and later infill from the 1950s ' +
      'onward. Lots tend to be generous and steep, with long stairs from street to front door on ' +
      'the river side.',
    projects:
      "Owners of the older houses usually want a bigger kitchen carved out of a former butler's " +
      "pantry and servants' rooms, while keeping window trim and plaster moldings intact. Baths " +
      'often still have original hex mosaic floors and wall-hung sinks, and the steep sites make ' +
      'every delivery a carry up or down the hill.',
    permits:
      'Most of Ardsley-on-Hudson lies inside the Village of Irvington, whose building department ' +
      'issues permits there; any parcel outside village lines files with the Town of Greenburgh. ' +
      'Confirm with your tax bill which applies. Exterior changes in the village can also go ' +
      'before its design review boards.',
    tip:
      'Measure stair runs and turns from the street before ordering a one-piece tub or long slab ' +
      'pieces. On these hillside lots the path to the door decides what can be carried in.',
    nearby: ['irvington', 'dobbs-ferry', 'tarrytown'],
  },
  {
    slug: 'armonk',
    lat: 41.1265,
    lng: -73.714,
    setting:
      'Armonk is the commercial heart of the Town of North Castle, where Main Street (Route 128) ' +
      'meets Route 22 and Interstate 684 has an exit. Wampus Pond and the Byram Lake Reservoir ' +
      "are close by, and the area is also known as the home of IBM's headquarters. There is no " +
      'train station; commuters drive to North White Plains or Chappaqua.',
    homes:
      'Away from the small downtown, zoning calls for lots of one to four acres. Houses range ' +
      'from 1950s ranches and 1960s splits to large colonials, shingle-style and contemporary ' +
      'houses from the 1980s onward, with some townhouse communities. Nearly everything outside ' +
      'the center draws water from a well and drains to septic.',
    projects:
      'Large kitchens with an island, a separate prep or coffee station and a walk-in pantry are ' +
      'typical requests in the newer houses, and so are primary baths with a freestanding tub ' +
      'and a steam shower. Ranches and splits more often get an open plan and a second full bath ' +
      'carved from a closet or hall.',
    permits:
      'Armonk is a hamlet, so the Town of North Castle building department issues the permit. ' +
      'New or enlarged septic systems go to the Westchester County Department of Health, and ' +
      "some exterior changes are reviewed by the town's design board. A steam unit or heated " +
      'floor needs its own circuit shown on the plans.',
    tip:
      'If a steam shower and a large soaking tub are both on the list, check the water heater ' +
      "size and the well pump's flow first. Filling a big tub can outrun an older system and " +
      'leave the shower running cold.',
    nearby: ['north-castle', 'banksville', 'north-white-plains', 'chappaqua'],
  },
  {
    slug: 'baldwin-place',
    lat: 41.3386,
    lng: -73.7582,
    setting:
      'Baldwin Place is the northwest corner of Somers where Routes 6 and 118 meet at the Putnam ' +
      'County line, next to Mahopac. Its name comes from a station on the old Putnam Division ' +
      'railroad; the North County Trailway now ends here on that right of way. Somers Commons ' +
      'and other shopping sit along Route 6.',
    homes:
      'Neighborhoods were filled in mostly from the 1960s through the 1990s: raised ranches, ' +
      'splits, capes and two-story colonials on lots from a third of an acre to a couple of ' +
      'acres. There are a few older lakeside cottages toward Mahopac, and wells and septic ' +
      'systems are common.',
    projects:
      'Raised ranches are the bread and butter here: kitchens opened to the dining area, bigger ' +
      'windows over the sink, and a lower-level bath added or enlarged for a family room or ' +
      "guest suite. Colonials from the 1980s usually need the primary bath's whirlpool tub " +
      'replaced with a generous shower.',
    permits:
      'Permits come from the Town of Somers building department. Because most houses are on ' +
      'septic, a project that adds bedrooms needs a County Health Department review of system ' +
      'capacity. Somers lies in the New York City watershed, which also governs grading and ' +
      'runoff near streams and wetlands.',
    tip:
      'Raised-ranch basements here often sit close to the water table. Before finishing a ' +
      'lower-level bath, check for efflorescence on the block walls and plan a sump or an ' +
      'ejector pump if the drain runs below the main line.',
    nearby: ['somers', 'shenorock', 'lincolndale', 'amawalk'],
  },
  {
    slug: 'banksville',
    lat: 41.143,
    lng: -73.633,
    setting:
      'Banksville is a rural crossroads on the Connecticut border in the eastern part of North ' +
      'Castle, shared with the Banksville section of Greenwich on the other side of the state ' +
      'line. It is reached by Banksville Road and back roads from Armonk and Bedford, and its ' +
      'mail goes through the Bedford 10506 post office.',
    homes:
      'This is estate and horse country: colonials, farmhouses and contemporary houses on lots ' +
      'of two acres or more, many with barns, pools and long private drives. Almost every ' +
      'property has its own well and septic system, and several older houses date from the ' +
      'nineteenth century.',
    projects:
      'Large kitchens with an island, range hood sized for serious cooking, and a mudroom entry ' +
      'from the garage are the usual scope. In the older farmhouses we often level sagging ' +
      'floors and sister joists before tile goes down. Guest baths in pool houses and converted ' +
      'barns also come up often.',
    permits:
      'On the New York side, the Town of North Castle issues permits. A new or relocated septic ' +
      "field needs an engineer's design approved by the County Health Department, and the many " +
      'streams can bring a town wetlands permit. A house over the line in Connecticut is a ' +
      'Greenwich permit instead, under different rules.',
    tip:
      'With a long private drive, ask early whether a full-size cabinet truck and a dumpster ' +
      'roll-off can turn around. Sometimes the delivery has to be transferred to a smaller truck ' +
      'at the road.',
    nearby: ['armonk', 'north-castle', 'bedford', 'pound-ridge'],
  },
  {
    slug: 'bedford',
    lat: 41.2043,
    lng: -73.644,
    setting:
      'Bedford Village is the old seat of the Town of Bedford, built around a green where Routes ' +
      '22 and 172 meet, with the 1787 courthouse still on it. The town also takes in Bedford ' +
      'Hills and most of Katonah. I-684 runs along the western side, and the Mianus River Gorge ' +
      'preserve lies to the southeast.',
    homes:
      'Around the green are eighteenth- and nineteenth-century clapboard houses; beyond it the ' +
      'land opens into large parcels with farmhouses, stone-walled estates, colonials and ' +
      'contemporary houses, many on lots of four acres or more. Wells and septic systems are ' +
      'standard outside the village core.',
    projects:
      'Owners of old houses here want kitchens that work for today while looking as if they grew ' +
      'with the house: painted inset cabinets, soapstone or honed marble, and wide-plank floors ' +
      'patched rather than replaced. In the estates we also rebuild primary suites, staff ' +
      'kitchens and pool-house baths.',
    permits:
      'The Town of Bedford building department issues permits for Bedford Village, Bedford Hills ' +
      'and the Bedford part of Katonah. Exterior work in the historic district around the ' +
      "village green needs review by the town's historic preservation board, and septic work is " +
      'approved at the county level.',
    tip:
      'In an eighteenth-century house, budget time for surprises behind the plaster: hand-hewn ' +
      'beams, old chimney flues and abandoned wiring. Opening one test hole before final pricing ' +
      'saves arguments later.',
    nearby: ['bedford-hills', 'katonah', 'pound-ridge', 'mount-kisco'],
  },
  {
    slug: 'bedford-hills',
    lat: 41.2362,
    lng: -73.6959,
    setting:
      'Bedford Hills is the Town of Bedford hamlet with its own Harlem Line station, between ' +
      'Mount Kisco and Katonah. The Saw Mill River Parkway ends at I-684 on its edge, and Route ' +
      '117 and Route 22 cross nearby. The hamlet center is a few streets of shops around the ' +
      'station.',
    homes:
      'Near the station there are modest Victorians, worker cottages and small colonials on ' +
      'close lots. Up the hills the houses get bigger and the lots wider: 1950s capes and ' +
      'ranches, then colonials from the 1980s and 1990s, with some contemporary houses on ' +
      'several acres.',
    projects:
      'Small village houses usually need a galley kitchen widened into a back porch or pantry, ' +
      'and a single upstairs bath made to work for a family, often by adding a powder room under ' +
      'the stairs. In the hillside colonials we redo primary baths and open kitchens to family ' +
      'rooms.',
    permits:
      'Bedford Hills is not a village, so the Town of Bedford building department issues its ' +
      'permits. Older houses close to the station may have sewer, while those farther out rely ' +
      'on septic, which brings a County Health Department review when bedrooms are added.',
    tip:
      'For a powder room under the stairs, check headroom at the toilet: you need enough height ' +
      'to stand in front of it, and the toilet needs 15 inches from its centerline to each side ' +
      'wall.',
    nearby: ['bedford', 'katonah', 'mount-kisco'],
  },
  {
    slug: 'briarcliff-manor',
    lat: 41.145,
    lng: -73.83,
    setting:
      "Briarcliff Manor grew from Walter Law's turn-of-the-century estate into a village that " +
      'spans the towns of Mount Pleasant and Ossining. The Taconic State Parkway and Route 9A ' +
      'cut through it, the North County Trailway follows the old Putnam rail line, and the ' +
      "village reaches west to Route 9 and the Hudson Line's Scarborough station.",
    homes:
      "The village center has early twentieth-century houses from Law's era, stucco and shingle, " +
      'on modest lots. Much of the rest is 1950s to 1970s ranches, splits and colonials on ' +
      'half-acre to acre lots, plus larger 1990s houses and some condominium and co-op ' +
      'buildings.',
    projects:
      'Kitchens in the mid-century houses often lose a wall to the dining room and gain an ' +
      'island with seating. Split-levels need their one hall bath reworked into two zones, a ' +
      'double vanity on one side of a pocket door. Older village houses bring plaster, lath and ' +
      'cast-iron drains to deal with.',
    permits:
      'Briarcliff Manor has its own village building department, which issues permits for houses ' +
      'on both the Mount Pleasant and the Ossining side of the village. Larger exterior ' +
      'alterations can also need sign-off from village land-use boards before the building ' +
      'permit is released.',
    tip:
      'If you live near the Taconic, ask about delivery windows: box trucks cannot use the ' +
      'parkway, so cabinet and stone deliveries come in on Route 9A or local roads.',
    nearby: ['scarborough', 'ossining', 'pleasantville', 'chappaqua'],
  },
  {
    slug: 'bronxville',
    lat: 40.9381,
    lng: -73.8321,
    setting:
      'Bronxville is a square-mile village inside the Town of Eastchester, wrapped around its ' +
      'Harlem Line station and the Bronx River Parkway. Yonkers lies west, Tuckahoe and ' +
      'Eastchester north and east, Mount Vernon south. Sarah Lawrence College sits just past its ' +
      'western edge.',
    homes:
      'Houses date mostly from 1900 to 1940: stucco and half-timbered Tudors, brick colonials, ' +
      "and the artists' houses of Lawrence Park on the hill. Lots are small and sloping. Near " +
      'the station stand prewar apartment buildings, most of them co-ops, and a few condominium ' +
      'buildings.',
    projects:
      'Tudor kitchens are usually narrow and broken up by a pantry and back stair, so we open ' +
      'them carefully and keep leaded windows and beamed ceilings. Co-op apartments bring ' +
      'alteration agreements and strict work hours. Baths often have original tile worth saving ' +
      'or matching.',
    permits:
      'The Village of Bronxville building department issues permits here, not the Town of ' +
      'Eastchester. Lawrence Park is a listed historic district, and visible exterior ' +
      'alterations in the village can be sent for design review. In co-ops, the managing agent ' +
      'and board approve plans first.',
    tip:
      'Street parking is tight around the station and many driveways are shared. Ask the village ' +
      'about a dumpster or container permit for the street before the start date.',
    nearby: ['tuckahoe', 'eastchester', 'yonkers', 'fleetwood'],
  },
  {
    slug: 'buchanan',
    lat: 41.262,
    lng: -73.94,
    setting:
      'Buchanan is a small village on the Hudson in the Town of Cortlandt, along Route 9A ' +
      'between Verplanck and Peekskill. It is known above all for the Indian Point nuclear ' +
      'plant, which closed in 2021. Peekskill and Cortlandt stations on the Hudson Line are each ' +
      'a short drive away.',
    homes:
      'Neighborhoods are compact: capes, ranches and colonials built from the 1940s through the ' +
      '1970s on lots of about a quarter acre, plus some older homes near the river and a few ' +
      'newer subdivisions. Most houses connect to public water and sewer.',
    projects:
      'Many of these post-war houses still have their original kitchen layout behind a wall from ' +
      'the living room, so opening it up is common. Small hall baths get a tub-to-shower ' +
      'conversion, a taller vanity and better ventilation. Basement laundries are moved upstairs ' +
      'when space allows.',
    permits:
      'The Village of Buchanan has its own building department and issues permits for work ' +
      'inside village limits, even though it sits in the Town of Cortlandt. A tub-to-shower swap ' +
      'involves plumbing changes that need a permit and inspection.',
    tip:
      'In a small bath, a 60-inch-wide shower with a low-profile pan fits the old tub space ' +
      'exactly and keeps the drain roughly where it was, which saves floor demolition.',
    nearby: ['verplanck', 'montrose', 'peekskill', 'cortlandt-manor'],
  },
  {
    slug: 'chappaqua',
    lat: 41.1601,
    lng: -73.7672,
    setting:
      'Chappaqua is the larger hamlet of the Town of New Castle and home to our showroom on ' +
      'Memorial Drive. The Harlem Line station and the Saw Mill River Parkway run through the ' +
      'center, Routes 117 and 120 pass through town, and Pleasantville, Millwood and Mount Kisco ' +
      'are its neighbors.',
    homes:
      'Close to the station are 1920s and 1930s colonials and Tudors on smaller lots. Farther ' +
      'out, lots of one to two acres hold 1950s ranches, 1960s splits, 1980s and 1990s ' +
      'colonials, and newer houses built where older ones came down. Sewers serve only parts of ' +
      'town.',
    projects:
      'We see everything here, but two jobs dominate: opening a 1960s or 1980s kitchen to the ' +
      'family room with an island, and turning a primary bath with a jetted tub into a large ' +
      'shower with a bench and a double vanity. Older houses also get new powder rooms and ' +
      'mudrooms.',
    permits:
      'As a hamlet, Chappaqua is permitted by the Town of New Castle, whose building department ' +
      'also handles Millwood. The town reviews exterior changes through its architectural review ' +
      'board. Houses on septic need a County Health Department review when bedrooms are added.',
    tip:
      'Come to the Memorial Drive showroom with a rough sketch of your room and a few photos. ' +
      'Seeing door styles and countertop samples in daylight settles most decisions faster than ' +
      'a catalog.',
    nearby: ['new-castle', 'millwood', 'pleasantville', 'mount-kisco'],
  },
  {
    slug: 'cortlandt-manor',
    lat: 41.296,
    lng: -73.884,
    setting:
      'Cortlandt Manor is the postal name for a broad part of the Town of Cortlandt that wraps ' +
      'around Peekskill to the east and north, along Routes 6, 202 and 9 and the Bear Mountain ' +
      'State Parkway. Blue Mountain Reservation and NewYork-Presbyterian Hudson Valley Hospital ' +
      'are here, and the Peekskill train station is close.',
    homes:
      'The housing is varied: 1950s capes and ranches, 1960s and 1970s raised ranches and ' +
      'splits, colonials from the 1980s onward, and newer subdivisions on the hills. Lot sizes ' +
      'run from a quarter acre to several acres, and many properties outside the sewer districts ' +
      'use septic.',
    projects:
      'Raised ranches are very common, so we do many upstairs kitchens opened to the living room ' +
      'and lower-level baths rebuilt for teenagers or a parent. In colonials we update 1990s ' +
      'kitchens with new cabinets and quartz, and replace corner whirlpool tubs with walk-in ' +
      'showers.',
    permits:
      'Cortlandt Manor is unincorporated, so the Town of Cortlandt building department issues ' +
      'permits, not the City of Peekskill, even with a Peekskill-area address. Septic work goes ' +
      'to the County Health Department, and steep slopes and wetlands can bring extra town ' +
      'review.',
    tip:
      'Confirm your municipality before anyone orders plans. The Peekskill ZIP code also covers ' +
      'parts of the Town of Cortlandt, so a mailing address alone does not tell you which office ' +
      'issues the permit.',
    nearby: ['peekskill', 'crompond', 'mohegan-lake', 'montrose'],
  },
  {
    slug: 'crompond',
    lat: 41.2908,
    lng: -73.8357,
    setting:
      'Crompond is a hamlet on the western side of the Town of Yorktown, strung along Crompond ' +
      'Road, where Routes 202 and 35 run together toward Peekskill and the Bear Mountain State ' +
      'Parkway. Franklin D. Roosevelt State Park is next door, and Yorktown Heights and Mohegan ' +
      'Lake are its neighbors.',
    homes:
      'Houses are mostly from the 1950s through the 1980s: ranches, raised ranches, splits and ' +
      'colonials on lots of a third of an acre to an acre, with some newer houses on ' +
      'cul-de-sacs. A mix of sewer and septic serves the area.',
    projects:
      'Typical jobs are split-level kitchens opened toward the dining room, hall baths rebuilt ' +
      'with new tile and a tub-shower, and lower-level family rooms given a full bath. Many ' +
      '1970s houses still have aluminum-framed windows and undersized electrical service that a ' +
      'kitchen upgrade forces us to address.',
    permits:
      'The Town of Yorktown building department issues permits for Crompond. A kitchen that adds ' +
      'circuits may reveal a 100-amp service that needs upgrading, which means a separate ' +
      'electrical permit and a scheduled disconnect and reconnect by the utility.',
    tip:
      'If your panel is full, plan the electrical service upgrade before the kitchen starts. The ' +
      'utility disconnect and reconnect can take weeks to schedule, and cabinets cannot go in ' +
      'without it.',
    nearby: ['yorktown-heights', 'mohegan-lake', 'cortlandt-manor', 'shrub-oak'],
  },
  {
    slug: 'cross-river',
    lat: 41.262,
    lng: -73.6,
    setting:
      'Cross River is a Lewisboro hamlet where Routes 35 and 121 meet, at the main entrance to ' +
      "Ward Pound Ridge Reservation. The Cross River Reservoir, part of New York City's water " +
      'supply, stretches along Route 35 to the west, and Katonah, South Salem and Pound Ridge ' +
      'are each a short drive away.',
    homes:
      'Most houses stand on wooded lots of two acres or more: colonials, contemporaries and ' +
      'saltboxes from the 1960s through the 1990s, along with a few older farmhouses and newer ' +
      'custom homes. Every property relies on a private well and septic system.',
    projects:
      'Kitchens in 1970s and 1980s contemporaries often get lighter cabinets, better lighting ' +
      'under low or angled ceilings, and larger windows toward the woods. Baths usually need ' +
      'full replacement of tile, fixtures and ventilation. Well water often calls for filtration ' +
      'before new fixtures go in.',
    permits:
      'Permits come from the Town of Lewisboro building department. Land near the reservoir and ' +
      'its streams falls under New York City watershed rules and town wetland rules, and a ' +
      "septic upgrade needs county approval of an engineer's design.",
    tip:
      'Before choosing a polished nickel or brushed brass faucet, test your well water for iron ' +
      'and hardness. Mineral staining shows fastest on those finishes and on glass shower doors.',
    nearby: ['south-salem', 'katonah', 'pound-ridge', 'waccabuc'],
  },
  {
    slug: 'croton-falls',
    lat: 41.3476,
    lng: -73.6624,
    setting:
      'Croton Falls is a small North Salem hamlet on Route 22 beside the Croton Falls Reservoir, ' +
      'with its own Harlem Line station. Purdys lies to the south and Brewster to the north ' +
      'across the Putnam line; I-684 runs just west.',
    homes:
      'The hamlet core has nineteenth- and early twentieth-century frame houses set close to the ' +
      'road on small lots, several from the railroad era. Around it are mid-century capes and ' +
      'ranches, and farther up the hills, larger colonials on acreage. Private wells and septic ' +
      'systems are standard.',
    projects:
      'In the older hamlet houses, the kitchen is often a later addition at the back that needs ' +
      'better insulation and a new floor structure before cabinets go in. Small baths get a full ' +
      'gut. Newer colonials get kitchen updates and primary-bath remodels.',
    permits:
      'Croton Falls is part of the Town of North Salem, whose building department issues its ' +
      'permits. Properties near the reservoir are subject to New York City watershed rules, and ' +
      'septic work needs County Health Department approval.',
    tip:
      'Older houses here often have fieldstone foundations and shallow crawlspaces. Ask us to ' +
      'look underneath before tiling a floor; movement in the joists is what cracks new tile.',
    nearby: ['purdys', 'north-salem', 'somers', 'goldens-bridge'],
  },
  {
    slug: 'croton-on-hudson',
    lat: 41.205,
    lng: -73.892,
    setting:
      'Croton-on-Hudson is a village in the Town of Cortlandt at the mouth of the Croton River. ' +
      'The Croton-Harmon station is a Hudson Line express stop and an Amtrak stop, Routes 9 and ' +
      '9A run along the river, and Croton Point Park and the Old Croton Aqueduct trail are close ' +
      'by.',
    homes:
      'The Harmon section has 1920s and 1930s houses on small lots; the hillside streets above ' +
      'hold Arts and Crafts houses, mid-century modern houses and colonials with river views. ' +
      "Mount Airy was once an artists' colony. Lots are often steep and irregular.",
    projects:
      'Kitchens in the smaller prewar houses are tight, so clever storage matters more than ' +
      'square footage: pull-out pantries, full-height uppers and appliance garages. Mid-century ' +
      'houses get their original cabinets replaced while keeping the simple lines of the house. ' +
      'Hillside baths often need new drainage routing.',
    permits:
      'The Village of Croton-on-Hudson has its own building department, which issues permits ' +
      'within the village rather than the Town of Cortlandt. Visible exterior changes such as ' +
      'new windows, siding or additions can also go before a village board that reviews ' +
      'appearance.',
    tip:
      'On the steep streets, plan deliveries for a dry day and ask about a staging spot off the ' +
      'road. Wet leaves and grades make carrying slabs and tubs up the hill risky.',
    nearby: ['crugers', 'ossining', 'cortlandt-manor', 'briarcliff-manor'],
  },
  {
    slug: 'crugers',
    lat: 41.2279,
    lng: -73.926,
    setting:
      'Crugers is a Cortlandt hamlet on the east bank of the Hudson, between Croton-on-Hudson to ' +
      'the south and Montrose to the north. Route 9A and the Route 9 expressway pass through, ' +
      "the Hudson Line's Cortlandt station is a few minutes away, and Oscawana Island Park sits " +
      'on the river.',
    homes:
      'Most homes are mid-century: capes, ranches and raised ranches built from the 1950s ' +
      'through the 1970s on quarter- to half-acre lots, with a sprinkling of older river ' +
      'cottages and newer colonials on cul-de-sacs. Public water and sewer serve much of the ' +
      'hamlet, which makes moving fixtures simpler.',
    projects:
      'Owners here usually want to update a dated kitchen without moving walls, so we focus on ' +
      'layout efficiency, new cabinets and counters, and better lighting. Hall baths often get a ' +
      'full gut with new fixtures, tile and an exhaust fan vented to the outside.',
    permits:
      "Crugers is a hamlet of the Town of Cortlandt, and the town's building department handles " +
      'permits and inspections here. A bathroom gut with new plumbing or wiring needs a permit.',
    tip:
      'In a mid-century house, vent the new bath fan to the outside through the roof or a wall ' +
      'cap, not into the attic. Moisture from a fan dumped into the attic causes mold on the ' +
      'roof sheathing.',
    nearby: ['montrose', 'croton-on-hudson', 'buchanan', 'cortlandt-manor'],
  },
  {
    slug: 'dobbs-ferry',
    lat: 41.0145,
    lng: -73.8726,
    setting:
      'Dobbs Ferry is a river village in Greenburgh between Hastings-on-Hudson and Irvington, on ' +
      'Route 9 (Broadway) with a Hudson Line station at the water. The Old Croton Aqueduct trail ' +
      "runs through the village, and Mercy University and the Children's Village campus are " +
      'here.',
    homes:
      'Streets climb steeply from the river: Victorians and Italianate houses around Main and ' +
      'Cedar streets, 1920s colonials and Tudors on the hillsides, post-war capes farther east ' +
      'toward the Saw Mill, and co-op and condo buildings near Broadway. Many lots are small, ' +
      'terraced and reached by outdoor stairs.',
    projects:
      'Victorians here need the most thought: out-of-level floors, balloon framing that needs ' +
      'fire blocking when walls open, and old cast-iron drains. We often rebuild kitchens with a ' +
      'mix of new cabinets and restored details, and create a second bath where a closet or ' +
      'small bedroom can be spared.',
    permits:
      'The Village of Dobbs Ferry building department issues permits within the village, and ' +
      'exterior changes may need design review. Co-op and condo buildings add board approval, ' +
      'alteration agreements and insurance certificates on top of the village permit.',
    tip:
      'On a hillside lot, plan where the dumpster will go before demolition. Village streets are ' +
      'narrow, and a container on a slope needs chocks and sometimes a street permit.',
    nearby: ['hastings-on-hudson', 'irvington', 'ardsley', 'ardsley-on-hudson'],
  },
  {
    slug: 'eastchester',
    lat: 40.958,
    lng: -73.809,
    setting:
      'The Town of Eastchester covers the villages of Bronxville and Tuckahoe plus an ' +
      'unincorporated area, often just called Eastchester, between Scarsdale, Yonkers, New ' +
      'Rochelle and Mount Vernon. White Plains Road (Route 22) is its main street, and the ' +
      'Hutchinson River and Bronx River parkways run along its sides.',
    homes:
      'The unincorporated town has 1920s to 1950s colonials, Tudors and capes on lots of a ' +
      'quarter acre or less, plus garden apartment co-ops and some condominiums. Chester Heights ' +
      'and the streets around the town-owned Lake Isle club are typical, and many addresses use ' +
      'the Eastchester or Scarsdale post office.',
    projects:
      'Colonials here typically get a kitchen expanded into a sunroom or breakfast nook and a ' +
      'powder room added on the first floor. Co-op apartments need kitchen and bath remodels ' +
      "done inside the building's rules. Baths in 1940s houses often have tile set in a thick " +
      'mortar bed.',
    permits:
      'For houses in unincorporated Eastchester, the Town of Eastchester building department ' +
      'issues permits. Bronxville and Tuckahoe have their own departments. Co-op work also needs ' +
      'approval from the board and managing agent.',
    tip:
      'Old mortar-bed tile floors often sit an inch or more above the hallway, and the framing ' +
      'below was sometimes lowered to make room for them. Once the mortar comes out, plan the ' +
      'new floor height and threshold early.',
    nearby: ['tuckahoe', 'bronxville', 'scarsdale', 'fleetwood'],
  },
  {
    slug: 'edgemont',
    lat: 40.999,
    lng: -73.819,
    setting:
      'Edgemont is an unincorporated part of the Town of Greenburgh between Scarsdale and ' +
      'Hartsdale, with Central Park Avenue (Route 100) on one side and the Sprain Brook Parkway ' +
      'on the other. It has its own school district, though most addresses carry a Scarsdale ' +
      'postal name.',
    homes:
      'The housing is mostly single-family: 1920s and 1930s Tudors and colonials in the older ' +
      'sections, followed by post-war colonials, splits and ranches on lots of a third of an ' +
      'acre or more. A few condominium developments sit close to Central Avenue.',
    projects:
      'Owners here usually plan larger kitchens with an island and a mudroom off the garage, and ' +
      'primary baths with a double vanity and a walk-in shower. In the Tudors we keep the ' +
      'character with arched openings and tile that fits the period.',
    permits:
      'Despite the Scarsdale mailing address, Edgemont homes sit in unincorporated Greenburgh, ' +
      'so the Town of Greenburgh building department issues the permit and sends its own ' +
      'inspectors. The Village of Scarsdale and its review boards have no say here.',
    tip:
      'Check your tax bill before calling for a permit. Contractors who go to Scarsdale Village ' +
      'Hall by mistake lose a week or two; the address on your mail does not decide the ' +
      'municipality.',
    nearby: ['hartsdale', 'scarsdale', 'ardsley', 'greenburgh'],
  },
  {
    slug: 'elmsford',
    lat: 41.0551,
    lng: -73.8204,
    setting:
      "Elmsford is a compact Greenburgh village at one of the county's busiest crossroads: " +
      'I-287, the Thruway and the Saw Mill River Parkway all meet at its edge, and Routes 9A and ' +
      '119 cross in the center by the 1793 Reformed Church. Tarrytown, White Plains and ' +
      'Hartsdale are minutes away.',
    homes:
      'Homes are modest and close together: 1920s to 1950s capes, bungalows and small colonials, ' +
      'some two-family houses, and garden apartments and condominiums near the main roads. Most ' +
      'lots are under a quarter acre, and the village is on public water and sewer.',
    projects:
      'Space is the constraint, so kitchens here are about squeezing more from a small ' +
      'footprint: a peninsula instead of an island, taller cabinets, a counter-depth ' +
      'refrigerator. In two-family houses owners often remodel one unit at a time, which means ' +
      "keeping the other tenant's water and power running.",
    permits:
      'The Village of Elmsford issues its own building permits; it is not permitted by the Town ' +
      'of Greenburgh. A two-family house needs fire separation kept intact between units when ' +
      'walls and ceilings are opened.',
    tip:
      'In a two-family, ask us to map the shut-off valves for each unit before work starts. ' +
      'Older houses often share one main valve, and a dedicated shut-off per apartment prevents ' +
      'a building-wide outage.',
    nearby: ['hartsdale', 'tarrytown', 'greenburgh', 'ardsley'],
  },
  {
    slug: 'fleetwood',
    lat: 40.927,
    lng: -73.82,
    setting:
      'Fleetwood is the northwest neighborhood of the City of Mount Vernon, built around its ' +
      'Harlem Line station and bordered by the Bronx River Parkway and the Cross County Parkway. ' +
      'Bronxville, Yonkers and Eastchester are next door, and the Cross County Shopping Center ' +
      'is a short drive west.',
    homes:
      'Fleetwood is known for its 1920s and 1930s apartment buildings near the station, most of ' +
      'them co-ops, alongside Tudor, colonial and stucco single-family houses on small lots. ' +
      'Many units are classic prewar layouts with galley kitchens and a single bath.',
    projects:
      'Most work here is co-op kitchens and baths: opening a galley into the living room where ' +
      'the building allows, replacing old steel cabinets, and rebuilding bathrooms down to the ' +
      'waste lines. In the single-family houses we update kitchens while keeping plaster ' +
      'moldings.',
    permits:
      'Fleetwood is part of Mount Vernon, so the City of Mount Vernon Department of Buildings ' +
      'issues permits. In co-ops the board and managing agent approve plans, limit work hours, ' +
      "and may require the building's engineer to review changes.",
    tip:
      'In a prewar co-op, ask the superintendent early about riser shut-offs. Plumbing work ' +
      "often needs the building's risers drained, which has to be scheduled with the super and " +
      'notice given to neighbors.',
    nearby: ['mount-vernon', 'bronxville', 'eastchester', 'pelham'],
  },
  {
    slug: 'goldens-bridge',
    lat: 41.291,
    lng: -73.672,
    setting:
      'Goldens Bridge sits where Routes 22 and 138 meet, beside the Muscoot Reservoir and I-684, ' +
      'with a Harlem Line station. Most of the hamlet is in the Town of Lewisboro, with a piece ' +
      'in North Salem. Katonah lies south and Somers west across the reservoir.',
    homes:
      'The Goldens Bridge Colony, founded in the 1920s as a lakeside cooperative summer ' +
      'community, has small cottages that have been winterized and expanded. Around it are ' +
      'post-war ranches, capes, raised ranches and larger colonials on one- to two-acre lots. ' +
      'Wells and septic are typical.',
    projects:
      'Former summer cottages need the most: insulation in walls that never had any, a heavier ' +
      'electrical service, and a real kitchen and bath shaped from small rooms. In the colonials ' +
      'we renovate kitchens and redesign primary baths with better ventilation, more storage ' +
      'and, where the roof allows, a skylight over the shower.',
    permits:
      'Permits come from the Town of Lewisboro for most addresses, or from the Town of North ' +
      'Salem on that side of the line. Near the reservoir, New York City watershed rules apply, ' +
      "and the county health department reviews septic work, which matters on the colony's small " +
      'lots.',
    tip:
      'A winterized cottage may have plumbing running through an uninsulated crawlspace. Before ' +
      'finishing a new bath, insulate and seal the crawl or reroute supply lines inside the ' +
      'heated space.',
    nearby: ['katonah', 'north-salem', 'cross-river', 'somers'],
  },
  {
    slug: 'granite-springs',
    lat: 41.309,
    lng: -73.766,
    setting:
      'Granite Springs is a quiet hamlet on the Yorktown–Somers line, on back roads off Route ' +
      '118 a short drive from Yorktown Heights, the Amawalk Reservoir and the Taconic State ' +
      'Parkway. It has a small post office and is mostly residential.',
    homes:
      'Houses here are mostly from the 1960s to the 1990s: colonials, raised ranches and ' +
      'contemporaries with cedar or vinyl siding on wooded lots of one to three acres, plus a ' +
      'few older farmhouses along the original roads. Wells and septic are standard, and many ' +
      'driveways are long and sloped.',
    projects:
      'Common requests are a kitchen with an island where a peninsula used to be, bathrooms with ' +
      'larger showers, and a full bath for a finished lower level, which often needs an ejector ' +
      'pump. Many houses also need better treatment for well water before new fixtures and ' +
      'appliances go in.',
    permits:
      'Depending on which side of the line the lot sits, Yorktown or Somers issues the permit. ' +
      'Adding a bedroom means the County Health Department checks whether the septic system is ' +
      'sized for it, and wetland buffers along streams can require a separate town permit.',
    tip:
      'Plan finishes with your well water in mind: hard water leaves white spots on dark ' +
      'countertops and glass, so a softener or a lighter finish can save daily cleaning.',
    nearby: ['amawalk', 'yorktown-heights', 'somers', 'jefferson-valley'],
  },
  {
    slug: 'greenburgh',
    lat: 41.032,
    lng: -73.829,
    setting:
      'The Town of Greenburgh stretches from the Hudson to the Bronx River and takes in six ' +
      'villages: Ardsley, Dobbs Ferry, Elmsford, Hastings-on-Hudson, Irvington and Tarrytown. ' +
      'The rest of the town, including Hartsdale, Edgemont, Fairview and Greenville, is ' +
      'unincorporated. I-287, the Thruway and several parkways cross it.',
    homes:
      'In the unincorporated areas there are 1920s Tudors and colonials in Hartsdale and ' +
      'Edgemont, large post-war subdivisions of capes, splits and ranches in Fairview, ' +
      'Greenville and East Irvington, and dozens of co-op and condominium buildings along ' +
      'Central Park Avenue. Lots range from small urban parcels to an acre.',
    projects:
      'Projects vary as much as the housing: co-op kitchens along Central Avenue with ' +
      'board-approved plans, split-level kitchens opened up in the post-war neighborhoods, and ' +
      'Tudor kitchens and baths that keep their arches and tile. Many homeowners also ask for a ' +
      'first-floor powder room or a laundry moved up from the basement.',
    permits:
      'For unincorporated Greenburgh, the Town of Greenburgh building department issues permits. ' +
      'Each of the six villages has its own building department, so an Irvington or Ardsley ' +
      'address files with the village instead.',
    tip:
      'Unsure whether you are in a village or the unincorporated town? Your property tax bill ' +
      'shows which one. That decides the building department, the inspector and sometimes the ' +
      'review boards.',
    nearby: ['hartsdale', 'edgemont', 'elmsford', 'ardsley'],
  },
  {
    slug: 'harrison',
    lat: 41.01,
    lng: -73.719,
    setting:
      'Harrison is both a town and a village with one government, stretching from the New Haven ' +
      'Line station near I-95 in the south to Purchase and West Harrison in the north. The ' +
      'Hutchinson River Parkway and I-287 cross it, and Rye, Mamaroneck, White Plains and Rye ' +
      'Brook surround it.',
    homes:
      'Downtown near the station, lots are small and the houses date from the 1920s to the ' +
      '1950s, with stucco, brick and clapboard fronts close to the sidewalk. Farther north are ' +
      'larger colonials and Tudors on half-acre to acre lots, with estates in Purchase. ' +
      'Condominiums and townhouses are scattered through the town.',
    projects:
      'Downtown projects often push a tight kitchen into a back porch or breakfast room, move ' +
      'the laundry up from the basement, and give the second-floor bath a new layout. In the ' +
      'larger houses farther north we build kitchens with islands and pantries, and primary ' +
      'baths with steam showers and heated floors.',
    permits:
      'The Town and Village of Harrison share one building department, which issues permits for ' +
      'the whole municipality, including Purchase and West Harrison. Some exterior changes also ' +
      "require review by the town's boards.",
    tip:
      'Ask us early about appliance delivery in downtown Harrison: narrow driveways and close ' +
      'houses can mean a tight path for a 36-inch refrigerator or range.',
    nearby: ['purchase', 'west-harrison', 'rye', 'mamaroneck'],
  },
  {
    slug: 'hartsdale',
    lat: 41.019,
    lng: -73.7985,
    setting:
      'Hartsdale is a hamlet of unincorporated Greenburgh with its own Harlem Line station, ' +
      'between White Plains and Scarsdale. Central Park Avenue and East Hartsdale Avenue are its ' +
      'main streets, and the Hartsdale Pet Cemetery, founded in 1896, is one of its landmarks.',
    homes:
      'Around the station and along Central Avenue stand dozens of co-op buildings, from 1920s ' +
      'walk-ups and garden apartments to high-rises of the 1960s. The single-family streets hold ' +
      'Tudors, stucco colonials and capes on modest, often sloping lots, many within walking ' +
      'distance of the train.',
    projects:
      'Co-op kitchens and baths make up much of the work here: galley kitchens opened into the ' +
      'living room where the building allows it, tub-to-shower conversions, and new flooring ' +
      "that meets the building's sound rules. Single-family houses get updated kitchens, new " +
      'baths and often a mudroom entry from the garage.',
    permits:
      'Hartsdale houses and co-ops are permitted by the Town of Greenburgh building department. ' +
      'Co-op boards approve plans, require insurance certificates and set work hours; many ' +
      'require an alteration agreement before work begins.',
    tip:
      'Before picking flooring in a co-op, ask the managing agent about sound underlayment ' +
      'requirements. Many buildings require a specific rating under tile or wood so neighbors ' +
      'below are not disturbed.',
    nearby: ['edgemont', 'scarsdale', 'white-plains', 'greenburgh'],
  },
  {
    slug: 'hastings-on-hudson',
    lat: 40.9945,
    lng: -73.8793,
    setting:
      "Hastings-on-Hudson is the southernmost of Greenburgh's river villages, just north of " +
      'Yonkers. Its Hudson Line station sits at the waterfront, Route 9 runs along the ridge, ' +
      'the Saw Mill River Parkway follows its eastern edge, and the Old Croton Aqueduct trail ' +
      'crosses the village.',
    homes:
      'Streets rise steeply from the river: Victorian and Arts and Crafts houses, 1920s Tudors ' +
      'and colonials, mid-century modern houses on the upper streets, and several co-op and ' +
      'condominium buildings near Warburton Avenue and the station. Many homes have views of the ' +
      'river and the Palisades from small, sloping lots.',
    projects:
      'Owners here often want kitchens that open toward the view, which means reworking walls in ' +
      'older houses. Baths in Victorians and Arts and Crafts houses get new layouts while ' +
      'keeping period trim. Mid-century houses get updated kitchens that respect their clean ' +
      'lines.',
    permits:
      'The Village of Hastings-on-Hudson issues its own permits, and exterior changes can go to ' +
      'its architectural review board. Some houses are designated local landmarks, which adds a ' +
      'review step for exterior work.',
    tip:
      'When planning a kitchen around a river view, think about morning and afternoon sun. Glare ' +
      'on a glossy counter or screen can be fixed with honed stone and a deeper window reveal.',
    nearby: ['dobbs-ferry', 'yonkers', 'ardsley'],
  },
  {
    slug: 'hawthorne',
    lat: 41.105,
    lng: -73.7965,
    setting:
      'Hawthorne is a Mount Pleasant hamlet near the Hawthorne interchange, where the Taconic ' +
      'State Parkway, the Saw Mill River Parkway and the Sprain Brook Parkway meet. It has a ' +
      'Harlem Line station, and Valhalla, Thornwood and Pleasantville are its neighbors.',
    homes:
      'Much of Hawthorne was built from the 1920s to the 1960s: capes, colonials and two-family ' +
      'houses on small lots near the station, and post-war ranches and splits on the outskirts ' +
      'toward Thornwood. Newer townhouses and a few condominium buildings fill sites closer to ' +
      'the parkways.',
    projects:
      'Kitchens in these houses are often small and closed, so owners want the wall to the ' +
      'dining room removed or widened. In two-family houses, one apartment is usually redone ' +
      'while the other stays rented. Hall baths get full replacement, a fan ducted outdoors and ' +
      'a recessed medicine cabinet for storage.',
    permits:
      'Hawthorne has no village government, so permits are issued by the Town of Mount Pleasant ' +
      'building department. In a two-family house, the fire-rated separation between apartments ' +
      'has to be restored wherever walls or ceilings are opened.',
    tip:
      'With parkways all around, traffic can slow deliveries. We schedule large deliveries for ' +
      'mid-morning to avoid the rush on the Taconic and Saw Mill.',
    nearby: ['valhalla', 'thornwood', 'pleasantville', 'mount-pleasant'],
  },
  {
    slug: 'heathcote',
    lat: 40.975,
    lng: -73.779,
    setting:
      'Heathcote is a neighborhood split between southeastern Scarsdale and the Town of ' +
      'Mamaroneck, spread around Weaver Street and Heathcote Road. The Hutchinson River Parkway ' +
      'passes just to the east, Larchmont and Mamaroneck lie to the south, and Heathcote ' +
      'elementary school serves the Scarsdale side.',
    homes:
      'The houses are mostly from the 1920s and 1930s: Tudors with slate roofs, stone and stucco ' +
      "houses and center-hall colonials, generally on larger lots than those near Scarsdale's " +
      'village center. Many have been expanded over the years with family rooms and second-floor ' +
      'additions, so layouts can be irregular.',
    projects:
      "Kitchens here are often expanded into former butler's pantries or breakfast rooms, and " +
      'primary baths are built into space taken from a small bedroom or a sleeping porch. Owners ' +
      'want finishes that fit the period: inset cabinets, marble, nickel fittings and tile that ' +
      'looks original.',
    permits:
      'Whether Scarsdale or Mamaroneck issues the permit depends on which side of the line the ' +
      'house sits. The Scarsdale side goes to the Village of Scarsdale, whose Board of ' +
      'Architectural Review looks at exterior changes; the other side goes to the Town of ' +
      'Mamaroneck.',
    tip:
      'Check your tax bill to see whether you are in Scarsdale or the Town of Mamaroneck. The ' +
      'Heathcote name and 10583 ZIP appear on both sides of the line.',
    nearby: ['scarsdale', 'mamaroneck', 'larchmont'],
  },
  {
    slug: 'irvington',
    lat: 41.039,
    lng: -73.8682,
    setting:
      'Irvington climbs from its Hudson Line station up Main Street to Broadway (Route 9), ' +
      'between Dobbs Ferry and Tarrytown in the Town of Greenburgh. Matthiessen Park is on the ' +
      'river, Villa Lewaro stands on Broadway, and the Old Croton Aqueduct trail runs along the ' +
      'ridge.',
    homes:
      'The village mixes nineteenth-century houses along Main Street and the river estates with ' +
      '1920s colonials and Tudors, post-war houses east of Broadway, and some condominium ' +
      'buildings. Many lots are steep, and some houses have long views west across the Hudson.',
    projects:
      'In the historic houses we design kitchens that keep original window and door casings and ' +
      'work around thick plaster walls. Mid-century houses east of Broadway usually get open ' +
      'kitchens and new baths. Condominium owners redo kitchens and baths within association ' +
      'rules.',
    permits:
      'The Village of Irvington issues its own building permits. Exterior work on designated ' +
      "landmarks and in the village's historic district goes through village review, and other " +
      'visible exterior changes can be referred to its design board.',
    tip:
      'In a house with plaster walls, ask for a dust plan. Cutting plaster spreads fine dust ' +
      'through an old house, so we seal doorways and use negative air to keep it in the work ' +
      'area.',
    nearby: ['tarrytown', 'dobbs-ferry', 'ardsley-on-hudson', 'ardsley'],
  },
  {
    slug: 'jefferson-valley',
    lat: 41.3179,
    lng: -73.8007,
    setting:
      'Jefferson Valley is a Yorktown hamlet along Route 6 where the Taconic State Parkway ' +
      'crosses, home to the Jefferson Valley Mall. Mohegan Lake is to the west, Shrub Oak to the ' +
      'north and Yorktown Heights to the south, with the Putnam County line close by.',
    homes:
      'There are many condominium and townhouse communities built from the 1970s onward, as well ' +
      'as single-family ranches, splits and colonials from the 1950s to the 1990s on lots of a ' +
      'third of an acre to an acre. Some neighborhoods surround small lakes.',
    projects:
      'Condo owners usually replace galley kitchens and builder-grade baths with new cabinets, ' +
      'quartz and porcelain tile. Single-family owners open the kitchen to the family room and ' +
      'rebuild primary baths. Many 1980s houses still have almond tubs and original tile, and ' +
      'some have gray plastic supply pipe that is worth replacing while walls are open.',
    permits:
      'The Town of Yorktown building department issues permits in Jefferson Valley. Condominium ' +
      'associations require approval of plans and insurance before work starts, and some limit ' +
      'working hours and parking for trades.',
    tip:
      'In a townhouse condo, check whether the association or the owner is responsible for the ' +
      'plumbing in shared walls. That decides who pays if we find a leak behind the old vanity.',
    nearby: ['mohegan-lake', 'shrub-oak', 'yorktown-heights', 'granite-springs'],
  },
  {
    slug: 'katonah',
    lat: 41.259,
    lng: -73.6854,
    setting:
      'Katonah sits mostly in the Town of Bedford, with edges in Lewisboro, where I-684 and ' +
      'Routes 22 and 35 meet near the Harlem Line station. Caramoor, the Katonah Museum of Art ' +
      'and the John Jay Homestead are all within a few miles, and the Muscoot Reservoir lies to ' +
      'the west.',
    homes:
      'In the 1890s the old village was moved, some houses rolled on logs, to make way for the ' +
      'reservoir, and the relocated Victorian core is now a listed historic district. Outside it ' +
      'are early twentieth-century houses, mid-century capes and ranches, and colonials on one ' +
      'to four acres.',
    projects:
      'Victorian owners want kitchens with period character and modern function: inset cabinets, ' +
      'farmhouse sinks, beadboard, and space for a range hood that does not fight the old trim. ' +
      'In the outlying colonials we open kitchens, add mudrooms and redo primary baths with ' +
      'larger showers.',
    permits:
      'Most of Katonah is in the Town of Bedford, whose building department issues permits; a ' +
      'Lewisboro address goes to that town instead. Exterior changes in the historic district ' +
      "need approval from Bedford's historic preservation commission, and septic work goes to " +
      'the County Health Department.',
    tip:
      'In a Victorian, a range hood vented through the side wall may be visible from the street. ' +
      'Check with the historic commission before choosing the vent location and hood size.',
    nearby: ['bedford-hills', 'bedford', 'goldens-bridge', 'cross-river'],
  },
  {
    slug: 'kitchawan',
    lat: 41.215,
    lng: -73.788,
    setting:
      'Kitchawan is a sparsely built hamlet where Route 134 meets Route 100, on the line between ' +
      "Yorktown and New Castle near the New Croton Reservoir. The county's Kitchawan Preserve " +
      "and IBM's Thomas J. Watson Research Center are its most familiar neighbors, and Millwood " +
      'and Yorktown Heights are each a few minutes away.',
    homes:
      'With so much land in parks and watershed, houses are scattered: colonials, ranches and ' +
      'contemporaries on wooded lots of one to several acres, some at the end of long drives, ' +
      'and a handful of newer custom homes. Everything runs on well water and septic, and there ' +
      'is no hamlet center to speak of.',
    projects:
      'Typical work is a kitchen update in a 1970s or 1980s colonial or contemporary, or a ' +
      'primary bath rebuilt with better ventilation. Houses here sit in the trees, so we often ' +
      'add skylights or larger windows to bring in light.',
    permits:
      'Permits come from the Town of Yorktown or the Town of New Castle depending on the lot. ' +
      'Both the reservoir and the preserve bring watershed and wetland rules into play, and the ' +
      'County Health Department handles septic questions.',
    tip:
      'Skylights are a good fit on these wooded lots, but in a bathroom choose a vented or a ' +
      'solar-powered one so the room gets both light and moisture relief.',
    nearby: ['millwood', 'yorktown-heights', 'new-castle'],
  },
  {
    slug: 'larchmont',
    lat: 40.9276,
    lng: -73.7528,
    setting:
      'Larchmont is a one-square-mile village in the Town of Mamaroneck on Long Island Sound, ' +
      'between New Rochelle and Mamaroneck. The New Haven Line station sits by I-95 at the top ' +
      'of Chatsworth Avenue, and Boston Post Road runs through the middle. Larchmont Manor runs ' +
      'along the shore.',
    homes:
      'Larchmont Manor has large Victorian and shingle houses from the 1890s to the 1920s near ' +
      'the water, and the rest of the village has 1920s Tudors and colonials on small lots. ' +
      'There are prewar co-ops and apartment buildings near the station.',
    projects:
      'Kitchens in these older houses are often narrow rooms at the back, so we borrow space ' +
      'from pantries, porches or breakfast rooms. Baths on the second floor of a Victorian often ' +
      'need the floor leveled and the old cast-iron stack replaced before tile. Co-op owners ' +
      'work within building rules.',
    permits:
      'The Village of Larchmont building department issues permits. Exterior changes may go to ' +
      "the village's design review, and houses near the Sound or in low areas may sit in a FEMA " +
      'flood zone, where large renovations must meet flood-resistant construction rules.',
    tip:
      'If your house is in a flood zone, ask for the value of the planned work to be compared ' +
      "with the house's market value early. Work over half of it triggers full flood compliance.",
    nearby: ['mamaroneck', 'new-rochelle', 'heathcote', 'scarsdale'],
  },
  {
    slug: 'lewisboro',
    lat: 41.27,
    lng: -73.584,
    setting:
      'Lewisboro fills the northeast corner of Westchester along the Connecticut line, with ' +
      'hamlets at Cross River, Goldens Bridge, South Salem, Vista and Waccabuc. Routes 35, 121, ' +
      '123 and 138 cross it, I-684 touches its western edge, and it shares Ward Pound Ridge ' +
      'Reservation with Pound Ridge.',
    homes:
      'The town is almost all single-family houses on lots of one to four acres: colonials, ' +
      '1970s contemporaries, farmhouses, and lake houses around Lake Waccabuc, Lake Truesdale ' +
      'and Lake Kitchawan, plus the cottages of the Goldens Bridge colony. Nearly every home has ' +
      'a private well and septic system.',
    projects:
      'Contemporaries with vaulted or angled ceilings need careful planning for lighting, upper ' +
      'cabinets and hood venting. Lake houses get kitchens and baths built with moisture in ' +
      'mind. Colonials get primary-bath remodels and kitchen expansions into the old breakfast ' +
      'nook or a small addition off the back.',
    permits:
      'The Town of Lewisboro building department issues permits for all five hamlets. Well and ' +
      'septic questions go to the County Health Department, and lakes, wetlands and the city ' +
      'watershed bring additional review for anything that disturbs soil or changes drainage.',
    tip:
      'In a vaulted kitchen, plan the range hood duct run before cabinets are ordered. A tall ' +
      'chimney hood needs a duct that can reach the roof without long horizontal runs.',
    nearby: ['south-salem', 'cross-river', 'waccabuc', 'vista'],
  },
  {
    slug: 'lincolndale',
    lat: 41.33,
    lng: -73.722,
    setting:
      'Lincolndale is a Somers hamlet around Lake Lincolndale, along Route 100 between the ' +
      'Somers hamlet center and Baldwin Place. Lincoln Hall, a long-established residential ' +
      'school for boys, sits on a hill here, and the Muscoot and Amawalk reservoirs are a few ' +
      'miles off.',
    homes:
      'The lake neighborhood started as summer bungalows on small lots and has been winterized ' +
      'and expanded over the decades, often in several stages. Around it are post-war capes, ' +
      'ranches and raised ranches, and larger colonials from the 1980s and 1990s on lots of an ' +
      'acre or more.',
    projects:
      'Former summer cottages usually need the most: insulation, a new electrical panel, ' +
      'frost-safe plumbing, and kitchens and baths that fit small rooms. Raised ranches get open ' +
      'kitchens on the upper level and baths downstairs. In the colonials, owners mostly want a ' +
      'primary bath with a larger shower and a double vanity.',
    permits:
      'Permits come from the Town of Somers building department. Near the lake, small lots and ' +
      'septic constraints often limit additions, and the County Health Department reviews any ' +
      'change to the septic system.',
    tip:
      'In a small lake house, a pocket door or a barn door can free up the floor space a ' +
      'swinging bathroom door takes, often enough for a larger vanity.',
    nearby: ['somers', 'shenorock', 'baldwin-place', 'heritage-hills'],
  },
  {
    slug: 'mamaroneck',
    lat: 40.948,
    lng: -73.733,
    setting:
      'Mamaroneck is both a town and a village on Long Island Sound: the village straddles the ' +
      'towns of Mamaroneck and Rye around Mamaroneck Harbor, while the town also includes ' +
      'Larchmont and an unincorporated area. The New Haven Line station, I-95 and Boston Post ' +
      'Road run through the village.',
    homes:
      'The village has Victorians and 1920s houses near the harbor, small capes and two-families ' +
      'in the Washingtonville neighborhood, and shoreline houses on Orienta and Shore Acres. The ' +
      'unincorporated town has Tudors and colonials. Co-ops and condominiums are common near the ' +
      'station and along Boston Post Road.',
    projects:
      'Remodels near the harbor or along the Mamaroneck and Sheldrake rivers often involve ' +
      'raising or relocating the boiler, water heater and panel and choosing flood-tolerant ' +
      'materials below the flood line. Kitchens in older houses get opened up, and co-op owners ' +
      "plan kitchens and baths around the board's alteration rules.",
    permits:
      'The Village of Mamaroneck issues permits for the village; the Town of Mamaroneck issues ' +
      'them for the unincorporated area. Many lots are in FEMA flood zones, and shoreline ' +
      'projects can need coastal consistency review.',
    tip:
      'If your basement has flooded, consider moving the laundry and mechanicals upstairs during ' +
      'the remodel. It costs less now than after the next storm.',
    nearby: ['larchmont', 'harrison', 'rye', 'heathcote'],
  },
  {
    slug: 'maryknoll',
    lat: 41.179,
    lng: -73.848,
    setting:
      'Maryknoll is the area around the headquarters of the Maryknoll Catholic mission society, ' +
      'on a hilltop east of the Village of Ossining. Its seminary building, with ' +
      'Chinese-influenced tiled roofs, looks over the Hudson valley. The Taconic State Parkway ' +
      'and Route 134 are close, and Briarcliff Manor and the New Croton Reservoir are nearby.',
    homes:
      'Around the campus are mostly single-family houses from the 1950s to the 1980s: ranches, ' +
      'splits and colonials on half-acre to one-acre lots along quiet, wooded roads. Some have ' +
      'wells and septic systems, others are tied into public water and sewer, so the answer ' +
      'changes from street to street.',
    projects:
      'Typical jobs include opening the kitchen to the family room, replacing a peninsula with ' +
      'an island, and rebuilding hall and primary baths. Split-levels get kitchens that connect ' +
      'better to the family room a half-flight down, sometimes with an open stair and railing in ' +
      'place of a wall.',
    permits:
      'Most houses here are in the unincorporated Town of Ossining, whose building department ' +
      "issues permits. If your address is inside the Village of Ossining, the village's " +
      'department handles it instead.',
    tip:
      'Ask us about the age of your wiring. Houses from the 1950s and 1960s often have ' +
      'ungrounded outlets that need to be brought up to code when the kitchen is opened.',
    nearby: ['ossining', 'briarcliff-manor', 'millwood'],
  },
  {
    slug: 'millwood',
    lat: 41.1865,
    lng: -73.796,
    setting:
      'Millwood is the smaller hamlet of the Town of New Castle, where Routes 100, 120 and 133 ' +
      'come together north of Chappaqua. The North County Trailway runs through on the old ' +
      'Putnam Division rail bed, the Taconic State Parkway is close, and the New Croton ' +
      'Reservoir lies to the north.',
    homes:
      'Houses are mostly from the 1950s to the 1990s: ranches, splits, capes and colonials on ' +
      'one- to two-acre lots, with newer houses on subdivided land. A few older houses near the ' +
      'Route 100 crossroads recall the days when Millwood had a rail station. Many use septic, ' +
      'and some have wells.',
    projects:
      'Homeowners here often want an open kitchen with an island and a walk-in pantry, a new ' +
      'primary bath, and a mudroom off the garage with lockers and a bench. Split-levels get ' +
      'kitchens reconfigured so they flow into the family room, and older ranches get a second ' +
      'full bath.',
    permits:
      "Millwood has no government of its own; New Castle's building department handles its " +
      'permits and inspections. Where a house is on septic, enlarging it for an extra bedroom ' +
      "needs the county health department's sign-off, and the town's architectural review board " +
      'can weigh in on visible exterior changes.',
    tip:
      'With the North County Trailway close by, some homeowners ask about bike storage and a ' +
      'mudroom with a bench and hooks as part of the kitchen project.',
    nearby: ['chappaqua', 'new-castle', 'kitchawan', 'pleasantville'],
  },
  {
    slug: 'mohegan-lake',
    lat: 41.3165,
    lng: -73.8475,
    setting:
      'Mohegan Lake is the Yorktown hamlet wrapped around the lake of the same name, along Route ' +
      '6 (East Main Street) between Peekskill and Jefferson Valley. The Taconic State Parkway ' +
      'and the Bear Mountain State Parkway are both close, and the Putnam Valley line runs along ' +
      'its northern edge.',
    homes:
      'Streets near the water began as summer colonies in the early twentieth century, so many ' +
      'houses are former bungalows on lots of a tenth of an acre, enlarged in stages. Farther ' +
      'from the lake come 1950s capes, 1960s and 1970s raised ranches and splits, 1980s ' +
      'colonials and several townhouse condominium complexes.',
    projects:
      'Enlarged bungalows tend to have kitchens pieced together from two additions with ' +
      'different floor heights, so we level and re-frame before cabinets. Raised ranches get the ' +
      'upper-level kitchen opened to the living room. Condo owners replace builder-grade oak, ' +
      'laminate counters and fiberglass tub surrounds.',
    permits:
      "Yorktown's building department issues permits for Mohegan Lake, including its condominium " +
      "complexes, which also need the board's written approval. On the tight lakeside lots, " +
      'setbacks and lot coverage limit bump-outs, so an addition for a bigger kitchen may need a ' +
      'zoning variance first.',
    tip:
      'On a lot that small, ask where the dumpster can sit before you sign. A 10-yard container ' +
      'in the driveway, emptied more often, usually works better than a 20 on the street.',
    nearby: ['jefferson-valley', 'shrub-oak', 'crompond', 'cortlandt-manor'],
  },
  {
    slug: 'montrose',
    lat: 41.2455,
    lng: -73.9376,
    setting:
      'Montrose is a Cortlandt hamlet on the Hudson between Crugers and Buchanan, along Route 9A ' +
      "and Route 9. The Franklin Delano Roosevelt VA campus and George's Island Park on the " +
      "river are its landmarks, and the Hudson Line's Cortlandt station is nearby.",
    homes:
      'Most houses were built between the late 1940s and the 1970s: capes, ranches, high ranches ' +
      'and modest colonials on quarter- to half-acre lots, some with river glimpses in winter. A ' +
      'scattering of older farmhouses and newer subdivisions fill the rest.',
    projects:
      'Capes from the post-war years typically have a kitchen at the back, a tiny first-floor ' +
      'bath and an unfinished or half-finished upstairs. We often move the bath, enlarge the ' +
      'kitchen into the old bath space, and build a second full bath under the dormers.',
    permits:
      "Montrose has no village government; the Town of Cortlandt's building department handles " +
      'permits and inspections. A dormer added to create headroom for an upstairs bath is ' +
      'structural and needs stamped drawings from an architect or engineer.',
    tip:
      "For a bath under a cape's sloped roof, place the shower where the ceiling is highest and " +
      'tuck the toilet or vanity under the slope. That way you keep a full-height shower without ' +
      'raising the roof.',
    nearby: ['buchanan', 'crugers', 'verplanck', 'cortlandt-manor'],
  },
  {
    slug: 'mount-kisco',
    lat: 41.2043,
    lng: -73.7271,
    setting:
      'Mount Kisco is both a town and a village, a commercial hub for northern Westchester with ' +
      'a Harlem Line station, Northern Westchester Hospital and a busy Main Street. The Saw Mill ' +
      'River Parkway and Routes 117, 133 and 172 pass through, and Bedford, New Castle and ' +
      'Bedford Hills surround it.',
    homes:
      'Close to downtown are Victorians, Queen Annes and early twentieth-century houses, many ' +
      'converted to two families, plus apartments and condominium and townhouse complexes. Outer ' +
      'streets have capes, colonials and splits on lots under an acre, mostly on public water ' +
      'and sewer.',
    projects:
      'Victorian and two-family houses need kitchens and baths rebuilt with attention to old ' +
      'framing, out-of-plumb walls and steel or cast-iron drains. Condo owners replace original ' +
      'kitchens and builder-grade baths. Single-family owners on the outer streets open the ' +
      'kitchen to the family room and add a first-floor powder room.',
    permits:
      "Mount Kisco's single government runs one building department for the whole municipality. " +
      'Two-family houses need fire separation between units maintained, and condominium boards ' +
      'approve plans before the permit is filed.',
    tip:
      "Downtown Mount Kisco's streets are busy and parking is limited. Ask us how we plan to " +
      "stage materials and park the crew's trucks before work begins.",
    nearby: ['bedford-hills', 'chappaqua', 'bedford', 'new-castle'],
  },
  {
    slug: 'mount-pleasant',
    lat: 41.11,
    lng: -73.81,
    setting:
      'The Town of Mount Pleasant runs from the Hudson at Sleepy Hollow east to the Kensico ' +
      'Reservoir. It includes the villages of Pleasantville and Sleepy Hollow and part of ' +
      'Briarcliff Manor, and the unincorporated hamlets of Hawthorne, Thornwood, Valhalla and ' +
      'Pocantico Hills. The Taconic, Saw Mill and Sprain Brook parkways cross it.',
    homes:
      'In the unincorporated hamlets you find 1920s to 1950s capes, colonials and two-family ' +
      'houses near the train stations, post-war ranches and splits on quarter- to half-acre ' +
      'lots, and newer townhouses. Pocantico Hills adds a few estate-era houses, and large ' +
      'tracts of parkland and cemetery keep much of the town open.',
    projects:
      'Common work includes kitchen updates in post-war capes and splits, hall baths rebuilt ' +
      'with new drain lines and valves, and two-family apartments renovated while the other unit ' +
      'stays occupied. Older houses near the stations often need a larger electrical service ' +
      'before a new kitchen with an induction range.',
    permits:
      'The Town of Mount Pleasant building department issues permits for its unincorporated ' +
      'hamlets. Pleasantville, Sleepy Hollow and Briarcliff Manor run their own departments, so ' +
      'residents there file with the village.',
    tip:
      'If you live in Thornwood, Hawthorne or Valhalla, the town is your permit office; ' +
      'Pleasantville or Sleepy Hollow residents file with their village. We check the tax map ' +
      'before drawings are prepared.',
    nearby: ['hawthorne', 'thornwood', 'valhalla', 'pleasantville'],
  },
  {
    slug: 'mount-vernon',
    lat: 40.9126,
    lng: -73.8371,
    setting:
      'Mount Vernon is a city on the Bronx border, between Yonkers, Pelham, New Rochelle and ' +
      'Eastchester. It has three Metro-North stations: Mount Vernon East on the New Haven Line, ' +
      'and Mount Vernon West and Fleetwood on the Harlem Line. The Hutchinson River, Bronx River ' +
      'and Cross County parkways frame it.',
    homes:
      'The city has Victorians and Queen Annes in Chester Hill and other older neighborhoods, ' +
      'blocks of two- and three-family houses, Tudors and colonials in the north end, and prewar ' +
      'co-op apartments in Fleetwood. Lots are small, driveways are often shared, and many ' +
      'garages are detached at the back.',
    projects:
      'Remodels here often involve older houses with galley kitchens, original cast-iron tubs ' +
      'and aging galvanized plumbing. Owners of two- and three-family houses tend to renovate an ' +
      'apartment between tenants. In Fleetwood, co-op kitchens and baths are the most common ' +
      'jobs, done within building hours.',
    permits:
      'The City of Mount Vernon Department of Buildings issues permits for the whole city, ' +
      'including Fleetwood. Chester Hill is a historic district, and exterior changes there can ' +
      'need additional review.',
    tip:
      'In an older multi-family house, plan to replace galvanized supply pipes and old cast-iron ' +
      'drains while walls are open. Doing it later means opening the new tile.',
    nearby: ['fleetwood', 'pelham', 'new-rochelle', 'yonkers'],
  },
  {
    slug: 'new-castle',
    lat: 41.179,
    lng: -73.776,
    setting:
      'The Town of New Castle holds two hamlets, Chappaqua and Millwood, in the middle of the ' +
      'county between Mount Kisco, Ossining and Pleasantville. The Saw Mill River Parkway and ' +
      'the Harlem Line follow the valley through Chappaqua, the Taconic crosses the western ' +
      'side, and the New Croton Reservoir forms much of its northern edge.',
    homes:
      'Most of the town is zoned for single-family houses on lots from half an acre to two ' +
      'acres. The housing spans 1920s colonials near the Chappaqua station, post-war ranches and ' +
      'splits, large 1980s and 1990s colonials, and recent rebuilds, with townhouses and a few ' +
      'condominiums near the hamlet centers.',
    projects:
      'New Castle remodels lean toward whole-floor work: kitchen, family room and mudroom redone ' +
      'together, often with a wall removed and a steel or engineered-lumber beam set flush in ' +
      'the ceiling. Primary suites get his-and-hers vanities, a water closet with a door, and a ' +
      'large shower with a linear drain.',
    permits:
      'The Town of New Castle building department issues permits for Chappaqua and Millwood ' +
      "alike. Exterior changes can go before the town's architectural review board, removing " +
      'some trees needs a separate permit, and the county handles septic approvals.',
    tip:
      'When a bearing wall comes out, ask whether the beam can sit flush in the ceiling. It ' +
      'needs more framing work, but it leaves the open kitchen without a dropped header across ' +
      'the room.',
    nearby: ['chappaqua', 'millwood', 'mount-kisco', 'ossining'],
  },
  {
    slug: 'new-rochelle',
    lat: 40.9115,
    lng: -73.7824,
    setting:
      'New Rochelle is a city on Long Island Sound between Pelham and Larchmont, served by a New ' +
      'Haven Line station that is also an Amtrak stop. I-95, the Hutchinson River Parkway and ' +
      'Boston Post Road cross it, and its shoreline takes in Davenport Neck, Premium Point, ' +
      'Hudson Park and Glen Island Park.',
    homes:
      'The north end has Tudors and colonials in neighborhoods such as Wykagyl and Beechmont; ' +
      'the south has Victorians in Rochelle Park and Residence Park, and shingle and estate ' +
      'houses on the necks. Downtown has new rental towers as well as older co-op and ' +
      'condominium buildings.',
    projects:
      'Tudor kitchens in Wykagyl and Beechmont usually get enlarged into a breakfast room; ' +
      'Victorians in Rochelle Park need the kitchen and baths rebuilt around balloon framing and ' +
      'old cast iron. Shoreline houses get materials chosen for salt air, and co-op owners ' +
      'remodel within building rules and work hours.',
    permits:
      'The City of New Rochelle issues building permits through its Bureau of Buildings. ' +
      'Rochelle Park–Rochelle Heights is a listed historic district, the Sound-side necks lie ' +
      'partly in FEMA flood zones, and co-ops require board approval before work begins.',
    tip:
      'Near the water, choose stainless steel or solid brass fittings and hardware rated for ' +
      'marine air. Cheaper plated pieces pit within a few seasons in a shoreline house.',
    nearby: ['larchmont', 'pelham', 'mount-vernon', 'scarsdale'],
  },
  {
    slug: 'north-castle',
    lat: 41.138,
    lng: -73.705,
    setting:
      'North Castle sits along the Connecticut line between White Plains and Bedford, with ' +
      'hamlets at Armonk, Banksville and North White Plains. I-684 and Route 22 run north ' +
      'through it, the Kensico Reservoir covers much of its western side, and Byram Lake, Mount ' +
      "Kisco's reservoir, is in its northern woods.",
    homes:
      'Most of the town is zoned for large lots: one to four acres around Armonk and Banksville, ' +
      'with colonials, contemporaries and estates. North White Plains is denser, with capes, ' +
      'ranches and two-families on small lots near the station. Wells and septic dominate ' +
      'outside the hamlet centers.',
    projects:
      'In the large-lot houses, remodels are often big: full kitchen replacements with islands ' +
      'and walk-in pantries, primary suites, and lower-level baths for finished basements. In ' +
      'North White Plains the work is more often a kitchen update or a bath gut in a smaller ' +
      'house.',
    permits:
      'The Town of North Castle building department issues permits throughout the town. The ' +
      'county rules on septic work, the Kensico and Byram Lake watersheds add restrictions close ' +
      "to the water, and exterior changes may be referred to the town's design review.",
    tip:
      'For a big kitchen on well water, ask us about a whole-house filter sized for the new ' +
      'fixtures. Pot fillers and refrigerators with water lines clog quickly on sediment.',
    nearby: ['armonk', 'banksville', 'north-white-plains', 'valhalla'],
  },
  {
    slug: 'north-salem',
    lat: 41.333,
    lng: -73.595,
    setting:
      "North Salem is the northernmost town on Westchester's eastern side, bordering Putnam " +
      'County and Connecticut. Routes 22, 116 and 121 cross its hills, I-684 runs along the ' +
      'west, and the Titicus Reservoir lies at its center. Croton Falls and Purdys are its ' +
      'hamlets with train stations.',
    homes:
      'This is horse country, with farmhouses, barns converted to living space, colonials and ' +
      'estates on lots of several acres. Salem Center has historic houses, and around Peach Lake ' +
      'on the Putnam line there are smaller lake houses. Wells and septic are standard.',
    projects:
      'Remodels in the old farmhouses often mean rebuilding a kitchen inside an older frame with ' +
      'low ceilings and uneven floors. Converted barns need baths with good ventilation and ' +
      'radiant heat. Large colonials get kitchens with islands and generous mudrooms for boots ' +
      'and riding gear.',
    permits:
      'The Town of North Salem building department issues permits for the whole town, including ' +
      'Croton Falls and Purdys. The Titicus Reservoir falls under New York City watershed rules, ' +
      'and a barn converted to living space must meet the residential code for egress, ' +
      'insulation and fire safety.',
    tip:
      'Mudrooms matter here. A tiled floor with a drain, a bench with boot storage and a utility ' +
      'sink keep barn and trail dirt out of the new kitchen.',
    nearby: ['croton-falls', 'purdys', 'goldens-bridge', 'somers'],
  },
  {
    slug: 'north-white-plains',
    lat: 41.056,
    lng: -73.766,
    setting:
      'North White Plains is the southern hamlet of North Castle, on North Broadway (Route 22) ' +
      'just above the City of White Plains. Its Harlem Line station sits beside a large rail ' +
      'yard where many trains start and end, and the Kensico Dam and Reservoir rise just to the ' +
      'north.',
    homes:
      "The hamlet is one of North Castle's denser areas: 1920s to 1950s capes, bungalows, small " +
      'colonials and two-family houses on lots of a quarter acre or less, with some newer infill ' +
      'on subdivided lots. Public water and sewer serve most streets, unlike much of the rest of ' +
      'the town.',
    projects:
      'Small kitchens here are usually reorganized rather than enlarged: moving the refrigerator ' +
      'and sink to create a better work triangle, adding a peninsula, and replacing soffits with ' +
      'cabinets that go to the ceiling. Hall baths get full guts and better ventilation.',
    permits:
      "North White Plains is in the Town of North Castle, so the town's building department " +
      'issues permits here, not the City of White Plains. A two-family house needs fire ' +
      'separation maintained between units.',
    tip:
      'Many houses here have a single hall bath. If you can, add a powder room during the ' +
      'kitchen remodel; plumbing is often close, and it helps the house work for a family.',
    nearby: ['white-plains', 'north-castle', 'valhalla', 'armonk'],
  },
  {
    slug: 'ossining',
    lat: 41.162,
    lng: -73.862,
    setting:
      'Ossining is both a village and a town on the Hudson, north of Briarcliff Manor and south ' +
      'of Croton-on-Hudson. The Hudson Line station sits below the village, Routes 9, 9A and 133 ' +
      "pass through, and the Old Croton Aqueduct's Double Arch crosses the Sing Sing Kill " +
      'downtown. Sing Sing Correctional Facility is on the river.',
    homes:
      'The village has nineteenth-century Victorians and Italianates on steep streets, two- and ' +
      'three-family houses, and some condominiums with river views. The unincorporated town has ' +
      'post-war capes, ranches and colonials on larger lots, with wooded streets running out ' +
      'toward the Croton Reservoir and Maryknoll.',
    projects:
      'Village remodels often involve old frame houses with out-of-level floors, old electrical ' +
      "and cast-iron drains. Multi-family owners rework one unit's kitchen and bath at a time. " +
      'In the town, kitchens and baths in post-war houses get new layouts and finishes.',
    permits:
      'The Village of Ossining and the Town of Ossining each have their own building department. ' +
      'Village addresses file with the village, unincorporated addresses with the town. Parts of ' +
      'the village are historic districts with exterior review.',
    tip:
      'In a village Victorian, expect to replace the old drain stack if we open the bath. Cast ' +
      'iron that old may have cracks or thinned walls that only show once it is exposed.',
    nearby: ['briarcliff-manor', 'croton-on-hudson', 'maryknoll', 'scarborough'],
  },
  {
    slug: 'peekskill',
    lat: 41.2901,
    lng: -73.9204,
    setting:
      'Peekskill is a small city on the Hudson at the northwest corner of the county, surrounded ' +
      'by the Town of Cortlandt. Its Hudson Line station is at the riverfront, Routes 6, 9 and ' +
      '202 pass through, and the Bear Mountain Bridge is a few miles north. The downtown has the ' +
      'Paramount Hudson Valley theater and an arts district.',
    homes:
      'The city has Victorians, Italianates and Queen Annes on hilly streets, worker cottages ' +
      'and two-family houses from its industrial years, mid-century houses on the edges, and ' +
      'condominiums and apartments near the river. Lots are small and often steep, and many ' +
      'older houses sit on stone foundations.',
    projects:
      'Older houses need kitchens and baths rebuilt around plaster walls, old framing and ' +
      'sometimes knob-and-tube wiring that must come out. Owners of two-family houses update one ' +
      "apartment at a time. Condo owners follow the association's alteration process and often " +
      'swap a tub for a walk-in shower.',
    permits:
      'The City of Peekskill building department issues permits. The downtown historic district ' +
      'requires review for exterior changes, our crews follow lead-safe renovation rules in ' +
      'houses built before 1978, and city inspectors check rough plumbing, wiring and framing ' +
      'before walls close.',
    tip:
      'Hillside houses here often have only front-door access from the street. Plan the delivery ' +
      'route with us before ordering large pieces like a tub or slab counters.',
    nearby: ['cortlandt-manor', 'buchanan', 'crompond', 'mohegan-lake'],
  },
  {
    slug: 'pelham',
    lat: 40.9095,
    lng: -73.8071,
    setting:
      'The Town of Pelham holds two villages: Pelham, formed in 1975 when Pelham and North ' +
      'Pelham merged, and Pelham Manor. The Village of Pelham sits around its New Haven Line ' +
      'station and the shops of Fifth Avenue, with the Hutchinson River Parkway to the west and ' +
      'New Rochelle to the east.',
    homes:
      'The village is built up with houses from roughly 1900 to 1940: shingled Victorians, ' +
      'stucco and half-timber Tudors, Dutch colonials and center-hall colonials on lots of a ' +
      'sixth to a third of an acre. Near the station and along Wolfs Lane are prewar co-op and ' +
      'apartment buildings.',
    projects:
      'Pelham kitchens are usually at the back of the house and small, so we borrow space from a ' +
      'pantry, back hall or porch and add a banquette rather than an island. Upstairs, the ' +
      'single original bath often gets a full gut, and a second bath is carved from a bedroom ' +
      'closet or sleeping porch.',
    permits:
      'Building permits in the village come from the Village of Pelham building department; ' +
      'Pelham Manor residents file with their own village. Co-op buildings need board approval, ' +
      'and in houses painted before 1978 we use lead-safe methods, with containment and HEPA ' +
      'cleanup, whenever old paint is cut or sanded.',
    tip:
      'Sleeping porches over the kitchen are common here. Converting one into a bath means ' +
      'checking the floor framing, insulation and slope, since porches were built to shed water ' +
      'outward.',
    nearby: ['pelham-manor', 'new-rochelle', 'mount-vernon', 'fleetwood'],
  },
  {
    slug: 'pelham-manor',
    lat: 40.8954,
    lng: -73.8082,
    setting:
      "Pelham Manor is the southern village of the Town of Pelham, between the Bronx's Pelham " +
      'Bay Park and New Rochelle, along Boston Post Road. The Hutchinson River Parkway and I-95 ' +
      'pass close, and residents use the Pelham station on the New Haven Line just to the north.',
    homes:
      'The village is mostly single-family houses from about 1900 to the 1930s: large Tudors, ' +
      'Mediterranean and stucco houses, colonials and shingle houses, many on lots bigger than ' +
      'those in the Village of Pelham. Tree-lined streets and curving roads make it feel more ' +
      'like a park suburb.',
    projects:
      'Owners of the large prewar houses here usually want a kitchen and family room combined ' +
      'from several small rooms, with period details such as leaded-glass cabinet doors, tile ' +
      'that suits the house, and built-ins. Primary baths get rebuilt with radiant floors and ' +
      'larger showers in place of old tubs.',
    permits:
      'The Village of Pelham Manor runs its own building department, which issues permits within ' +
      "the village. Exterior changes may go to the village's review board, and work in houses " +
      'built before 1978 calls for lead-safe practices.',
    tip:
      'Many houses here have original radiators. When we rebuild a bath, ask whether to keep a ' +
      'radiator, add radiant floor heat, or use a towel warmer on its own circuit.',
    nearby: ['pelham', 'new-rochelle', 'mount-vernon'],
  },
  {
    slug: 'pleasantville',
    lat: 41.1326,
    lng: -73.7924,
    setting:
      'Pleasantville is a walkable village in the Town of Mount Pleasant, built around its ' +
      'Harlem Line station and a small downtown with the Jacob Burns Film Center. The Saw Mill ' +
      "River Parkway and the Taconic run along its edges, Pace University's Westchester campus " +
      'is nearby, and Chappaqua and Thornwood are its neighbors.',
    homes:
      'Streets near the station have colonials, Victorians and bungalows from the early ' +
      'twentieth century on small, walkable lots, many still with a single original bath. ' +
      'Farther out are 1950s capes and ranches, splits and later colonials on larger lots. There ' +
      'are also condominium and townhouse developments.',
    projects:
      'Many owners here want to open a closed kitchen to the dining room and add seating. ' +
      'Bungalows and capes get baths rebuilt within the original footprint or a second bath ' +
      'added upstairs. Condo owners remodel kitchens and baths within association rules.',
    permits:
      'The Village of Pleasantville issues its own building permits; residents do not file with ' +
      'the Town of Mount Pleasant. Exterior changes may go to village design review, and condo ' +
      'associations must approve plans before work begins.',
    tip:
      "In the village's older bungalows, check the attic and upstairs knee walls for insulation. " +
      'Adding it while the walls are open for a bath makes the new room more comfortable in ' +
      'winter.',
    nearby: ['chappaqua', 'thornwood', 'briarcliff-manor', 'mount-pleasant'],
  },
  {
    slug: 'pocantico-hills',
    lat: 41.096,
    lng: -73.838,
    setting:
      "Pocantico Hills is a small Mount Pleasant hamlet surrounded by the Rockefeller family's " +
      'land: Kykuit, the Rockefeller State Park Preserve and the Stone Barns Center. The Union ' +
      'Church, with windows by Matisse and Chagall, stands in the center. Route 448 and Route ' +
      '117 pass through, and Sleepy Hollow and Tarrytown are just west.',
    homes:
      'There are only a few streets of houses: early twentieth-century cottages and houses once ' +
      'tied to the estate, some mid-century homes and a handful of larger properties. Lots vary ' +
      'widely, many back onto parkland, and the Pocantico Hills Central School sits in the ' +
      'middle of the hamlet.',
    projects:
      'Projects here often involve older estate-worker houses with small kitchens and baths, ' +
      'where we rework the layout, replace old plumbing and wiring, and choose finishes that ' +
      'suit the age of the house. Larger homes get kitchen and bath remodels of greater scope.',
    permits:
      'Pocantico Hills is in unincorporated Mount Pleasant, so the Town of Mount Pleasant ' +
      'building department issues permits. Houses built before 1978 need lead-safe practices, ' +
      'and some properties near the preserve may face extra environmental review.',
    tip:
      'In an older cottage, check the electrical panel and service before choosing an induction ' +
      "range or electric appliances. Older services often can't handle the extra load without an " +
      'upgrade.',
    nearby: ['sleepy-hollow', 'tarrytown', 'briarcliff-manor', 'hawthorne'],
  },
  {
    slug: 'port-chester',
    lat: 41.0018,
    lng: -73.6657,
    setting:
      'Port Chester is a village in the Town of Rye on the Connecticut line, where the Byram ' +
      'River meets Long Island Sound across from Greenwich. It has a New Haven Line station, the ' +
      'Capitol Theatre, and I-95 and I-287 meeting at its edge. Boston Post Road is the main ' +
      'street, and Rye Brook lies north.',
    homes:
      'The village is dense, with Victorians, two- and three-family houses and small ' +
      'single-family houses on small lots from the late nineteenth and early twentieth ' +
      'centuries, plus apartment buildings, newer condominiums along the waterfront and some ' +
      'post-war houses on the north side.',
    projects:
      'Multi-family owners often renovate kitchens and baths in one apartment while tenants stay ' +
      'in the others, so scheduling and shut-offs matter. Older houses need knob-and-tube wiring ' +
      'and galvanized plumbing replaced. Owners in the newer waterfront condos mostly upgrade ' +
      'builder-grade kitchens and baths.',
    permits:
      'The Village of Port Chester building department issues permits in the village. Land along ' +
      'the Byram River and the harbor lies in FEMA flood zones, and multi-family buildings need ' +
      'fire separations kept between units.',
    tip:
      'In a multi-family building, schedule water shut-offs for mid-morning and give tenants ' +
      'notice a day or two ahead. It keeps the building running smoothly while one unit is under ' +
      'renovation.',
    nearby: ['rye-brook', 'rye', 'harrison'],
  },
  {
    slug: 'pound-ridge',
    lat: 41.2087,
    lng: -73.5748,
    setting:
      'Pound Ridge is a wooded town on the Connecticut line between Bedford and Lewisboro, with ' +
      'New Canaan and Stamford just across the border. Routes 137, 124 and 172 wind through it, ' +
      "and Ward Pound Ridge Reservation, the county's largest park, covers its north end. Scotts " +
      'Corners is the small commercial center.',
    homes:
      'The town is almost entirely single-family houses on lots of two acres or more: 1950s and ' +
      '1960s modern houses, colonials and contemporaries, converted barns and some older ' +
      'farmhouses. There is no municipal sewer, so every home has a septic system, and nearly ' +
      'all draw water from private wells.',
    projects:
      'Owners of mid-century modern houses here often want a kitchen that respects the ' +
      'architecture: flat-panel cabinets, long runs of counter and big windows. Colonials get ' +
      'kitchen expansions and primary baths with large showers. Older farmhouses need layouts ' +
      'rethought around old framing.',
    permits:
      'The Town of Pound Ridge building department issues permits. With no sewers anywhere in ' +
      'town, every added bedroom is checked against septic capacity by the County Health ' +
      'Department, and wetlands and steep slopes on many lots bring town review for any ' +
      'expansion.',
    tip:
      'For a modernist house, ask about slim-profile cabinets and flush hardware. They keep the ' +
      'lines clean, and we can match the wood grain across the doors.',
    nearby: ['bedford', 'cross-river', 'south-salem', 'banksville'],
  },
  {
    slug: 'purchase',
    lat: 41.0409,
    lng: -73.7146,
    setting:
      'Purchase is the northern hamlet of Harrison, along Purchase Street (Route 120) and ' +
      'Anderson Hill Road. It is home to Purchase College, Manhattanville University and the ' +
      'headquarters of PepsiCo and Mastercard, and Westchester County Airport sits at its ' +
      'northern edge. I-684 and the Hutchinson River Parkway are close, with Rye Brook and West ' +
      'Harrison as neighbors.',
    homes:
      'Houses here sit on large lots, often two acres or more: estate-era mansions, colonials ' +
      'and Tudors from the early twentieth century, mid-century modern houses and large newer ' +
      'homes. Some properties have pools, guest cottages and long drives, and several old ' +
      'estates have been divided into newer house lots.',
    projects:
      "Purchase projects are often large: kitchens with two islands, a scullery or butler's " +
      'pantry, and professional-style ranges whose hoods need make-up air. Primary suites get ' +
      'separate vanities, a freestanding tub, a steam shower and heated floors. Guest and ' +
      'pool-house baths come up often too.',
    permits:
      'As a hamlet of Harrison, Purchase is permitted by the Town and Village of Harrison ' +
      'building department. Range hoods over 400 CFM need make-up air under the residential ' +
      'code, which has to be on the drawings for approval.',
    tip:
      'If you plan a large range hood, decide on make-up air before the cabinet design is final. ' +
      'The damper and duct need space in the wall or ceiling near the range.',
    nearby: ['harrison', 'west-harrison', 'rye-brook', 'armonk'],
  },
  {
    slug: 'purdys',
    lat: 41.3298,
    lng: -73.6582,
    setting:
      'Purdys is a tiny North Salem hamlet at the junction of Routes 22 and 116, next to I-684 ' +
      'and its own Harlem Line station. The Titicus and Croton Falls reservoirs are nearby, ' +
      'Somers lies to the west and Croton Falls just north.',
    homes:
      'The hamlet itself is only a handful of streets, with some nineteenth-century houses near ' +
      'the historic Purdy homestead. The Purdys post office also covers homes in nearby parts of ' +
      'Somers and North Salem: colonials, ranches and contemporaries on larger lots with wells ' +
      'and septic.',
    projects:
      'The few old hamlet houses have small rooms and shallow foundations, so a new bath may ' +
      'mean sistering joists and insulating a crawlspace first. In the larger houses around ' +
      'them, kitchens get islands and new cabinets, and primary baths get larger showers and ' +
      'double vanities. Well water often calls for a filter or softener.',
    permits:
      'A Purdys address can be in North Salem or Somers, so check the tax bill: the Town of ' +
      'North Salem or the Town of Somers issues permits. The reservoirs bring New York City ' +
      'watershed rules, and work on a septic system needs county approval.',
    tip:
      'For a home near the reservoirs, keep the dumpster and material storage away from streams ' +
      'and drainage ditches. Watershed rules are strict about runoff during construction.',
    nearby: ['croton-falls', 'north-salem', 'somers'],
  },
  {
    slug: 'rye',
    lat: 40.9807,
    lng: -73.6837,
    setting:
      'Rye is a small city on Long Island Sound between Harrison, Rye Brook and Port Chester. ' +
      'Its New Haven Line station sits in the center, I-95 and I-287 run through, and Playland ' +
      'Parkway leads to Rye Playland. The shoreline takes in Milton Point, the Edith G. Read ' +
      'Wildlife Sanctuary and the historic Jay Estate.',
    homes:
      'Rye has shingle-style and Colonial Revival houses from the early twentieth century, ' +
      'Tudors, post-war colonials and ranches, and larger shoreline houses on Milton Point and ' +
      'along the Sound. Downtown has condominiums within walking distance of the station. Lots ' +
      'vary from small to several acres.',
    projects:
      'Owners here often want kitchens with an island and a view of the yard or water, and ' +
      'primary baths rebuilt with large showers. Shoreline houses need materials that stand up ' +
      'to salt air. Houses near Blind Brook may need floodproofing as part of the work.',
    permits:
      'The City of Rye building department issues permits, and its Board of Architectural Review ' +
      'looks at exterior changes. Much of the shoreline and the areas along Blind Brook lie in ' +
      'FEMA flood zones, which affects what can be built.',
    tip:
      'If you are near Blind Brook or the shore, ask us to check the flood zone map before ' +
      'planning a basement or ground-floor bath. It changes what materials and equipment we can ' +
      'use.',
    nearby: ['rye-brook', 'port-chester', 'harrison', 'mamaroneck'],
  },
  {
    slug: 'rye-brook',
    lat: 41.025,
    lng: -73.685,
    setting:
      'Rye Brook is a village in the Town of Rye, incorporated in 1982, along King Street on the ' +
      'Connecticut border. The Hutchinson River Parkway meets the Merritt Parkway at its edge, ' +
      'I-287 crosses the south end, and Westchester County Airport is just north. Port Chester, ' +
      'Rye and Purchase are neighbors.',
    homes:
      'Most houses date from the 1950s to the 1970s: splits, ranches and colonials on lots of a ' +
      'quarter to half an acre. Newer developments such as BelleFair add townhouses and larger ' +
      'homes, and there are several condominium communities, some close to King Street.',
    projects:
      'Split-level kitchens here often get opened to the dining room, and the short stairs ' +
      'between levels are sometimes rebuilt in the same project so the new floor runs through. ' +
      'Baths in 1960s houses get full guts. Townhouse owners replace builder-grade kitchens and ' +
      'baths from the 1990s and 2000s.',
    permits:
      'The Village of Rye Brook issues its own building permits, separate from Port Chester and ' +
      'the Town of Rye. Homeowners associations in planned developments approve plans before the ' +
      'village permit is filed.',
    tip:
      "In a planned development like BelleFair, get the HOA's guidelines before design begins. " +
      'Some limit exterior vents and window changes, which affects where a range hood can ' +
      'exhaust.',
    nearby: ['port-chester', 'rye', 'purchase', 'harrison'],
  },
  {
    slug: 'scarborough',
    lat: 41.139,
    lng: -73.862,
    setting:
      'Scarborough is the Hudson River section of Briarcliff Manor along Route 9, with its own ' +
      'Hudson Line station between Ossining and Philipse Manor. Scarborough Presbyterian Church ' +
      'and the old estates along the river define it, and the Rockefeller State Park Preserve is ' +
      'just inland.',
    homes:
      'The area has large estate-era houses from the early twentieth century, later colonials ' +
      'and mid-century houses, and co-op and condominium buildings along Route 9, including the ' +
      'Scarborough Manor co-ops. Many properties have river views, and some former estate ' +
      'outbuildings have become homes.',
    projects:
      "Co-op owners update kitchens and baths under the building's alteration agreement. In the " +
      'older estate houses, kitchens are often reworked from service wings, with pantries and ' +
      "butler's pantries folded in. Mid-century houses get their kitchens opened toward the " +
      'river view, with new windows where the budget allows.',
    permits:
      'Most of Scarborough lies within the Village of Briarcliff Manor, whose building ' +
      'department issues permits; a few properties may sit in the Town of Ossining. Co-op boards ' +
      'approve plans, set work hours and require insurance certificates.',
    tip:
      "In a co-op, the alteration agreement often requires the contractor's insurance to name " +
      'the building and managing agent. We send the certificate before the board meeting to ' +
      'avoid delays.',
    nearby: ['briarcliff-manor', 'ossining', 'sleepy-hollow'],
  },
  {
    slug: 'scarsdale',
    lat: 40.9887,
    lng: -73.7846,
    setting:
      'Scarsdale is a village and town in one, between White Plains, Eastchester, Edgemont and ' +
      'the Town of Mamaroneck. Its Harlem Line station and Tudor-style village center sit in the ' +
      'Bronx River valley, with the Bronx River Parkway on the west and the Hutchinson River ' +
      'Parkway to the east.',
    homes:
      'Scarsdale is known for its 1920s and 1930s Tudor Revival, Colonial Revival and ' +
      'Mediterranean houses in neighborhoods such as Fox Meadow, Greenacres and Edgewood, with ' +
      'post-war colonials and some newer houses on lots of a quarter acre to an acre. Almost all ' +
      'are single-family.',
    projects:
      "Typical projects are kitchens expanded into a breakfast room or butler's pantry, with " +
      'islands and custom cabinetry, mudrooms carved from a side entry, and primary baths ' +
      'rebuilt with new tile and larger showers. Owners often keep original details such as ' +
      'leaded glass and plaster moldings.',
    permits:
      'The Village of Scarsdale building department issues permits, and its Board of ' +
      'Architectural Review reviews exterior changes such as new windows, doors and additions. ' +
      'Removing larger trees may also need a village permit.',
    tip:
      'If your project changes windows or other parts of the exterior, plan for a Board of ' +
      'Architectural Review meeting. It can add a few weeks to the permit schedule.',
    nearby: ['heathcote', 'edgemont', 'hartsdale', 'eastchester'],
  },
  {
    slug: 'shenorock',
    lat: 41.3306,
    lng: -73.7409,
    setting:
      'Shenorock is a lake community in the northern part of Somers, clustered around Lake ' +
      'Shenorock between Lincolndale and Baldwin Place. Route 118 and Route 100 are close by, ' +
      "the Putnam County line is just north, and Yorktown's Jefferson Valley is a short drive " +
      'west.',
    homes:
      'The neighborhood began in the 1920s and 1930s as a summer colony of small bungalows on ' +
      'tiny lots near the water. Many have been winterized, raised or expanded, and newer ' +
      'houses, capes and raised ranches fill the streets farther from the lake.',
    projects:
      'Expanded bungalows typically have a kitchen and bath squeezed into a former porch or back ' +
      'room. We often rebuild the floor structure, add insulation and bring the electrical up to ' +
      'date before the kitchen goes in. Lower-level baths are added in raised ranches.',
    permits:
      'The Town of Somers building department issues permits for Shenorock. Small lots and ' +
      'septic limits near the lake restrict how far houses can expand, and the County Health ' +
      'Department reviews any septic change.',
    tip:
      'Houses close to the lake sometimes have high groundwater. Before building a bath in the ' +
      'basement, check whether a sewage ejector pump will be needed to lift waste to the septic ' +
      'line.',
    nearby: ['lincolndale', 'baldwin-place', 'somers', 'amawalk'],
  },
  {
    slug: 'shrub-oak',
    lat: 41.3256,
    lng: -73.8295,
    setting:
      'Shrub Oak is the northernmost Yorktown hamlet, along Route 6 and the Taconic State ' +
      'Parkway at the Putnam Valley line. Mohegan Lake and Jefferson Valley flank it, and ' +
      'Lakeland High School and several parks are close to the hamlet center.',
    homes:
      'Houses are mostly from the 1950s to the 1990s: capes, ranches, raised ranches, splits and ' +
      'colonials on lots of a third of an acre to two acres, along with some newer subdivisions. ' +
      'Some streets have public water and sewer; others use wells and septic.',
    projects:
      'Raised ranches and splits are common here, so we open kitchens to the living area and ' +
      'create lower-level baths for family rooms. Colonials from the 1980s get new kitchens with ' +
      'islands, and primary baths where a whirlpool tub becomes a walk-in shower.',
    permits:
      "Permits in Shrub Oak are issued by Yorktown's building department. On lots with septic, " +
      'any change to the system needs County Health Department sign-off, and wetlands and stream ' +
      'buffers on some properties bring an extra town review before soil is disturbed.',
    tip:
      'Split-level kitchens often sit over the garage. Insulating the garage ceiling below the ' +
      'kitchen keeps the floor warm and makes tile or wood more comfortable underfoot.',
    nearby: ['mohegan-lake', 'jefferson-valley', 'yorktown-heights', 'crompond'],
  },
  {
    slug: 'sleepy-hollow',
    lat: 41.0857,
    lng: -73.8585,
    setting:
      'Sleepy Hollow, called North Tarrytown until 1996, is a Mount Pleasant village on the ' +
      'Hudson just north of Tarrytown. Route 9 runs through it, the Philipse Manor station on ' +
      'the Hudson Line serves its north end, and Philipsburg Manor, the Old Dutch Church and ' +
      'Sleepy Hollow Cemetery line the Pocantico River.',
    homes:
      'The village has nineteenth- and early twentieth-century houses, many of them two-family ' +
      'and worker houses on small lots, larger houses in the Philipse Manor section, apartment ' +
      'buildings, and new townhouses and condominiums at Edge-on-Hudson on the former General ' +
      'Motors plant site.',
    projects:
      'In the older worker houses, kitchens are narrow rooms at the back and baths were often ' +
      'added later in a corner or under the stairs, so we re-plan both and replace old supply ' +
      'and drain lines. Two-family owners do one floor at a time. Philipse Manor houses get ' +
      'kitchens opened up, and new condo owners sometimes customize builder kitchens.',
    permits:
      'The Village of Sleepy Hollow issues its own permits, separate from the Town of Mount ' +
      'Pleasant. Homes built before 1978 are presumed to have lead paint, so demolition follows ' +
      'federal lead-safe renovation rules, and multi-family buildings need fire separations ' +
      'maintained.',
    tip:
      'In a newer condo at Edge-on-Hudson, check with the association and builder before ' +
      'changing plumbing locations. Warranty terms may limit what can be moved in the first ' +
      'years.',
    nearby: ['tarrytown', 'pocantico-hills', 'scarborough'],
  },
  {
    slug: 'somers',
    lat: 41.328,
    lng: -73.7,
    setting:
      'Somers sits in north-central Westchester, where Routes 100, 116, 139 and 202 meet at the ' +
      "old hamlet center by the Elephant Hotel, a reminder of the town's early circus history. " +
      'I-684 runs along the east, Muscoot Farm is a county park here, and the Muscoot and ' +
      'Amawalk reservoirs lie partly within its borders.',
    homes:
      'The town mixes historic farmhouses, post-war capes and ranches, raised ranches and large ' +
      'colonials from the 1980s and 1990s on lots of one to several acres, plus the big ' +
      'condominium community of Heritage Hills. Wells and septic are common outside the sewer ' +
      'districts.',
    projects:
      'Large colonials here get kitchen expansions with islands and new primary baths. Raised ' +
      'ranches get open kitchens and lower-level baths. Older farmhouses need careful work ' +
      'around old framing and stone foundations. Heritage Hills condo owners redo kitchens and ' +
      'baths after their association signs off.',
    permits:
      'The Town of Somers building department issues permits throughout the town, including ' +
      'Lincolndale, Shenorock, Baldwin Place and Heritage Hills. Much of Somers lies in the New ' +
      'York City watershed, and septic changes go to the County Health Department.',
    tip:
      'If your lot is on septic and you are adding a bedroom with a bath, expect a review of the ' +
      "system's capacity. We can coordinate the engineer early so it does not delay the permit.",
    nearby: ['heritage-hills', 'lincolndale', 'shenorock', 'amawalk'],
  },
  {
    slug: 'heritage-hills',
    lat: 41.3398,
    lng: -73.7016,
    setting:
      'Heritage Hills is a large condominium community in Somers, built from the 1970s onward on ' +
      'rolling land near Route 202 and Route 100. It has its own private roads, pools, ' +
      'clubhouses and golf course, and the Somers hamlet center and I-684 are a short drive ' +
      'away.',
    homes:
      'The community is made up of attached townhouse-style condominiums and single-level units, ' +
      'most with garages, grouped in separate condominium associations across the property. ' +
      'Units built in the 1970s and 1980s often still have their original kitchens, hall baths ' +
      'and sliding-door tub enclosures.',
    projects:
      'Owners usually replace original oak or laminate kitchens with new cabinets and quartz, ' +
      'and convert tubs to walk-in showers with a low threshold, blocking for grab bars and a ' +
      'bench, so the bath works for the long term. Single-level units often get a kitchen wall ' +
      'opened to the living room.',
    permits:
      'The Town of Somers issues building permits, but the condominium association has to ' +
      'approve the work first, usually with its own application, proof of insurance, and rules ' +
      'on work hours, parking and debris. Changes to structural walls or shared plumbing may ' +
      'need further review.',
    tip:
      'Submit your plans to the condominium association before ordering cabinets. Approval can ' +
      'take several weeks, and some associations limit exterior changes such as new vents.',
    nearby: ['somers', 'lincolndale', 'shenorock', 'amawalk'],
  },
  {
    slug: 'south-salem',
    lat: 41.252,
    lng: -73.55,
    setting:
      'South Salem is the Lewisboro hamlet that holds the town offices, on Route 35 and Route ' +
      '123 near the Connecticut line. Lake Truesdale and Lake Kitchawan are among its lakes, ' +
      'Ridgefield is just east across the border, and Cross River and Vista are its neighbors.',
    homes:
      'Houses sit on wooded lots of two acres or more: center-hall colonials, contemporaries and ' +
      'raised ranches from the 1960s to the 1990s, lake houses around Truesdale and Kitchawan, ' +
      'and a few eighteenth- and nineteenth-century farmhouses. Wells and septic serve every ' +
      'property.',
    projects:
      'Lake houses often need kitchens and baths redone with moisture in mind: stronger ' +
      'ventilation, proper vapor control, and materials that tolerate humidity. Colonials get ' +
      'kitchen expansions and primary-bath remodels. Contemporaries get kitchens reworked under ' +
      'vaulted ceilings, where hood ducts and lighting need planning.',
    permits:
      'The Town of Lewisboro building department issues permits for South Salem. Lakefront ' +
      'properties often face wetland and setback rules, and any change to a septic system goes ' +
      'to the County Health Department.',
    tip:
      'For a lakefront home, ask about a dehumidifier or a bath fan with a humidity sensor. Damp ' +
      'air off the lake finds its way into kitchens and baths, and a sensor fan runs ' +
      'automatically.',
    nearby: ['cross-river', 'vista', 'waccabuc', 'lewisboro'],
  },
  {
    slug: 'vista',
    lat: 41.24,
    lng: -73.525,
    setting:
      'Vista is the southeastern corner of Lewisboro, along Route 123 on the way to New Canaan, ' +
      'Connecticut. It has its own fire department and a small post office, and South Salem and ' +
      'Pound Ridge are its neighbors in New York.',
    homes:
      'The area is mostly single-family homes on wooded lots of two acres or more: center-hall ' +
      'colonials and contemporaries from the 1960s through the 1990s, a few older farmhouses ' +
      'along the original roads, and some newer custom houses. Private wells and septic systems ' +
      'serve every property.',
    projects:
      'Typical work includes kitchen expansions in colonials, updates to contemporary kitchens ' +
      'with vaulted ceilings and clerestory windows, and primary baths with larger showers and ' +
      'double vanities. Iron and hardness in well water often call for a treatment system before ' +
      'new fixtures go in.',
    permits:
      "Vista is part of Lewisboro, so permits go through the Town of Lewisboro's building " +
      'department, even where the Connecticut line is only a field away. A septic repair or ' +
      'expansion is designed by an engineer and approved at the county level, and wetlands on ' +
      'many lots bring additional review.',
    tip:
      'Because Vista is close to New Canaan, some trades and suppliers come from Connecticut. ' +
      'Make sure anyone working on your house is licensed to work in Westchester County.',
    nearby: ['south-salem', 'pound-ridge', 'lewisboro'],
  },
  {
    slug: 'tarrytown',
    lat: 41.0762,
    lng: -73.8587,
    setting:
      'Tarrytown is a Greenburgh village on the Hudson where the Governor Mario M. Cuomo Bridge ' +
      'carries I-87 and I-287 across the river. Route 9 (Broadway) and Route 119 meet in the ' +
      'village, the Hudson Line station sits by the water, and Lyndhurst and the Tarrytown Music ' +
      'Hall are local landmarks.',
    homes:
      'The village has nineteenth-century Victorians and Italianates on hilly streets, early ' +
      'twentieth-century houses, post-war capes, and condominiums and co-ops along the river and ' +
      'near the station. Lots are small and often steep, with views of the river and the bridge ' +
      'from the upper streets.',
    projects:
      'Victorians on the hills usually need plaster repaired or replaced, walls opened for new ' +
      'wiring, and old cast-iron and galvanized piping swapped out before a kitchen or bath goes ' +
      "in. Condo and co-op owners update under their buildings' alteration rules. Hillside " +
      'owners often want the kitchen opened toward the river, with a larger window over the ' +
      'sink.',
    permits:
      'The Village of Tarrytown issues its own permits. Parts of the village are historic, and ' +
      "exterior changes may need review by the village's boards. Co-op and condo boards approve " +
      'plans before work begins.',
    tip:
      "In a riverfront condo, check the association's rules on work hours and elevator " +
      'reservations before scheduling demolition. Many require a padded elevator and advance ' +
      'notice.',
    nearby: ['sleepy-hollow', 'irvington', 'elmsford', 'pocantico-hills'],
  },
  {
    slug: 'thornwood',
    lat: 41.121,
    lng: -73.779,
    setting:
      'Thornwood is a Mount Pleasant hamlet between Pleasantville and Valhalla, with Columbus ' +
      'Avenue as its main street and the Taconic State Parkway along its western side. Kensico ' +
      'Reservoir lies to the southeast, and the Saw Mill River Parkway and Hawthorne are just ' +
      'south.',
    homes:
      'Most homes are from the 1950s and 1960s: capes, ranches, splits and colonials on lots of ' +
      'a quarter to half an acre, laid out in post-war subdivisions off Columbus Avenue. There ' +
      'are some older houses near the commercial strip and newer townhouses near the parkway.',
    projects:
      'Kitchens in these post-war houses are often small and closed off, so owners open them to ' +
      'the dining room and add a peninsula with stools. Hall baths get full replacement, often ' +
      'with the original tub swapped for a shower. Split-levels get reconfigured kitchens with ' +
      'better flow to the family room.',
    permits:
      'Thornwood is unincorporated, so the Town of Mount Pleasant building department issues ' +
      'permits. A remodel that removes a bearing wall needs a stamped beam design, and plumbing ' +
      'and electrical changes are inspected before walls are closed.',
    tip:
      'If your split-level kitchen sits over the lower family room, check for a soffit hiding ' +
      'ductwork. Moving it can let us run cabinets to the ceiling.',
    nearby: ['pleasantville', 'hawthorne', 'valhalla', 'mount-pleasant'],
  },
  {
    slug: 'tuckahoe',
    lat: 40.9504,
    lng: -73.8274,
    setting:
      "Tuckahoe is a small village in the Town of Eastchester, between Bronxville and Yonkers's " +
      'Crestwood section. Its Harlem Line station sits beside the Bronx River Parkway, and its ' +
      'name is tied to the Tuckahoe marble quarried here in the nineteenth century.',
    homes:
      'The village has two- and three-family houses, small single-family homes on small lots, ' +
      'and many apartment, co-op and condominium buildings, including newer buildings near the ' +
      'station. Most houses date from the early to middle twentieth century, and many have ' +
      'shared driveways.',
    projects:
      'Co-op and condo owners remodel kitchens and baths under building rules. Owners of ' +
      'multi-family houses tend to renovate one apartment at a time between tenants. Small ' +
      'single-family houses get compact kitchens reorganized for storage, with tall pantry ' +
      'cabinets and a counter-depth refrigerator.',
    permits:
      'The Village of Tuckahoe has its own building department, separate from the Town of ' +
      'Eastchester. Co-op and condo boards approve plans before the village permit, and ' +
      'multi-family houses need the fire separation between units maintained.',
    tip:
      'For a co-op kitchen, ask the board early whether a dishwasher or washer is allowed. Some ' +
      'older buildings restrict them because of the plumbing.',
    nearby: ['bronxville', 'eastchester', 'yonkers', 'scarsdale'],
  },
  {
    slug: 'valhalla',
    lat: 41.076,
    lng: -73.776,
    setting:
      'Valhalla is a Mount Pleasant hamlet at the foot of the Kensico Dam, where the Taconic ' +
      'State Parkway begins and the Bronx River Parkway ends. It has a Harlem Line station, and ' +
      'Westchester Medical Center, New York Medical College and Westchester Community College ' +
      'are nearby.',
    homes:
      'The hamlet has 1920s to 1950s capes, colonials and two-family houses near the station and ' +
      'along Columbus Avenue, post-war ranches and splits on quarter- to half-acre lots, and ' +
      'newer townhouses and condominiums. Many houses sit on slopes with walk-out basements.',
    projects:
      'Owners often open small kitchens to the dining room and rebuild hall baths from the ' +
      'studs. In two-family houses, the upstairs apartment is often renovated while the owner ' +
      'lives below. Some older houses need electrical service upgrades before a new kitchen is ' +
      'wired.',
    permits:
      'Valhalla is unincorporated, so the Town of Mount Pleasant building department issues its ' +
      'permits and performs the inspections. Work on properties near the Kensico Reservoir can ' +
      'also fall under watershed rules for the city water supply.',
    tip:
      'Many houses near Kensico have basements that stay damp. Before building a basement bath, ' +
      'we check the drainage and recommend a vapor barrier under any new floor.',
    nearby: ['hawthorne', 'thornwood', 'north-white-plains', 'white-plains'],
  },
  {
    slug: 'verplanck',
    lat: 41.2558,
    lng: -73.9585,
    setting:
      'Verplanck sits on Verplanck Point, a peninsula jutting into the Hudson in the Town of ' +
      'Cortlandt, west of Buchanan and across the river from Stony Point. Broadway runs the ' +
      "length of the point to the old steamboat dock, and Route 9A and the Hudson Line's " +
      'Cortlandt and Peekskill stations are a short drive inland.',
    homes:
      'The hamlet has nineteenth-century houses from its brickmaking and fishing days, small ' +
      'cottages, and post-war capes and ranches, all on small lots laid out in a tight grid. A ' +
      'few houses near the shore have wide views over Haverstraw Bay toward the Rockland shore.',
    projects:
      'Small older houses here usually need their kitchen and bath gutted and replumbed, often ' +
      'with sagging floors leveled first. Owners want to make the most of tiny rooms: shallow ' +
      'cabinets, a compact dishwasher, a 30-inch range and a bath with a corner shower or a ' +
      'small tub.',
    permits:
      'Verplanck is a hamlet of the Town of Cortlandt, whose building department issues permits. ' +
      'Low-lying properties near the river can fall in a FEMA flood zone, which affects where ' +
      'mechanicals and finishes can go.',
    tip:
      "On Verplanck's narrow streets, tell neighbors before a delivery or dumpster arrives. A " +
      'heads-up avoids blocked driveways and keeps good relations on a close-knit block.',
    nearby: ['buchanan', 'montrose', 'cortlandt-manor'],
  },
  {
    slug: 'waccabuc',
    lat: 41.298,
    lng: -73.593,
    setting:
      'Waccabuc is a Lewisboro hamlet around the Three Lakes: Lake Waccabuc, Lake Oscaleta and ' +
      'Lake Rippowam, near the Connecticut line. Route 138 and Mead Street pass through, the ' +
      'Waccabuc Country Club sits on the lake, and Goldens Bridge, Cross River and South Salem ' +
      'are its neighbors.',
    homes:
      'Homes range from historic houses tied to the Mead family, who shaped the hamlet, to lake ' +
      'houses, estates and colonials on lots of two acres or more. Many houses are set back on ' +
      'long drives, and all rely on wells and septic.',
    projects:
      'Estate and lake houses get large kitchen renovations with pantries and views of the ' +
      'water, and primary baths with soaking tubs and steam showers. Historic houses need ' +
      'careful work around old framing and trim, and lake cottages get winterized plumbing and ' +
      'better insulation before finishes go in.',
    permits:
      'The Town of Lewisboro building department issues permits for Waccabuc. Lakefront and ' +
      'wetland properties face setback rules, a septic replacement is reviewed at the county ' +
      'level, and work close to the water may need a town wetland permit.',
    tip:
      'Near the lakes, ask us to plan the construction staging away from the water. Wetland ' +
      'rules limit where materials can sit and how runoff is controlled.',
    nearby: ['south-salem', 'cross-river', 'goldens-bridge', 'lewisboro'],
  },
  {
    slug: 'west-harrison',
    lat: 41.043,
    lng: -73.739,
    setting:
      'West Harrison is the hamlet of Harrison bordering the City of White Plains, between I-287 ' +
      'and the Kensico area. Silver Lake Park is its green space, the Westchester Avenue office ' +
      'corridor runs along its south side, and Purchase lies to the east.',
    homes:
      'The hamlet has older, modest houses from the early and middle twentieth century, many ' +
      'with Italian-American family roots: capes, two-family houses and small colonials on small ' +
      'lots, along with newer single-family houses and some condominiums built on what were once ' +
      'larger parcels.',
    projects:
      'Owners often update a small kitchen and create a second bath from a closet or attic ' +
      'space. In two-family houses, owners living downstairs often redo the upstairs apartment ' +
      'first. Newer houses get kitchen upgrades with islands and primary baths with larger ' +
      'showers.',
    permits:
      'West Harrison is part of the Town and Village of Harrison, whose building department ' +
      'issues its permits and inspections. Two-family houses need the fire separation between ' +
      'units maintained when ceilings or walls are opened.',
    tip:
      'Because West Harrison addresses sometimes get confused with White Plains, check that the ' +
      'permit goes to Harrison. It saves a week of back-and-forth.',
    nearby: ['harrison', 'purchase', 'white-plains', 'north-white-plains'],
  },
  {
    slug: 'white-plains',
    lat: 41.034,
    lng: -73.7629,
    setting:
      "White Plains is the county seat and Westchester's main business district, with a busy " +
      'Harlem Line station downtown, I-287 and I-684 meeting at its edge, and the Bronx River ' +
      'Parkway and Hutchinson River Parkway on either side. Scarsdale, Harrison, North White ' +
      'Plains and Hartsdale surround it.',
    homes:
      'Downtown has high-rise condominiums and rentals near the station. Around it are ' +
      'neighborhoods such as Gedney Farms, the Highlands, Battle Hill and Fisher Hill, with ' +
      'Tudors, colonials and capes from the 1920s to the 1950s, and prewar co-ops along the main ' +
      'avenues.',
    projects:
      'Condo owners in the towers replace builder kitchens and baths. Co-op owners rework galley ' +
      'kitchens and baths within board rules. Single-family owners in Gedney Farms and the ' +
      'Highlands open kitchens to the family room, add mudrooms, and rebuild primary baths in ' +
      'their Tudors and colonials.',
    permits:
      'The City of White Plains Department of Building issues permits throughout the city. Condo ' +
      'and co-op boards approve plans first, and high-rise buildings often have strict rules on ' +
      'work hours, elevators and debris removal.',
    tip:
      'In a high-rise condo, reserve the service elevator for delivery and debris days well in ' +
      'advance. Many buildings allow it only on weekdays during set hours.',
    nearby: ['north-white-plains', 'scarsdale', 'hartsdale', 'west-harrison'],
  },
  {
    slug: 'yonkers',
    lat: 40.9312,
    lng: -73.8988,
    setting:
      "Yonkers is Westchester's largest city, on the Hudson just north of the Bronx. It has " +
      'Hudson Line stations at Yonkers, Glenwood, Greystone and Ludlow and a Harlem Line station ' +
      'at Crestwood, and the Thruway, Saw Mill River Parkway, Sprain Brook Parkway and Cross ' +
      'County Parkway all cross it.',
    homes:
      'The housing spans Victorians in Park Hill, Tudors and colonials in Crestwood and Colonial ' +
      'Heights, capes and two-families across the city, and many co-op and condominium ' +
      'buildings, especially along the parkways and the river. Lots are mostly small, and many ' +
      'streets are steep.',
    projects:
      'Co-op kitchens and baths are a large share of the work, along with two-family houses ' +
      'updated one unit at a time. Tudors in Crestwood get kitchens that keep their character. ' +
      'Older Victorians in Park Hill need framing, plumbing and electrical work before new ' +
      'finishes go in.',
    permits:
      'The City of Yonkers Department of Housing and Buildings issues permits throughout the ' +
      'city. Co-op and condo boards approve plans first, and older houses need lead-safe work ' +
      'practices when paint is disturbed.',
    tip:
      'Yonkers is large, so parking and access vary by neighborhood. Ask us to check street ' +
      'parking and delivery access before the start date.',
    nearby: ['hastings-on-hudson', 'bronxville', 'tuckahoe', 'mount-vernon'],
  },
  {
    slug: 'yorktown-heights',
    lat: 41.27,
    lng: -73.777,
    setting:
      'Yorktown Heights is the main hamlet of the Town of Yorktown, centered where Route 118 and ' +
      'Routes 202 and 35 meet. The North County Trailway passes its old railroad depot, the ' +
      'Taconic State Parkway runs along the west, and Franklin D. Roosevelt State Park and the ' +
      'IBM research center are nearby.',
    homes:
      'Houses here are mostly from the post-war decades through the 1990s: capes and ranches ' +
      'from the first subdivisions, then raised ranches, splits and colonials on lots of a third ' +
      'of an acre to a couple of acres, plus condominium and townhouse complexes near the hamlet ' +
      'center. Some areas have sewer, others septic.',
    projects:
      'Raised ranches and splits get kitchens opened to the living area and lower-level baths ' +
      'for a family room. Colonials get kitchens with islands and primary baths with walk-in ' +
      'showers. Condo owners near the center redo kitchens and baths once the board approves the ' +
      'plans.',
    permits:
      "The Town of Yorktown building department issues permits here and in the town's other " +
      'hamlets, including Crompond, Jefferson Valley, Mohegan Lake and Shrub Oak. Where a lot is ' +
      'on septic, the county reviews any system change, and wetland permits can apply near ' +
      'streams.',
    tip:
      'If your house is on septic, avoid a garbage disposal in the new kitchen or ask about one ' +
      'rated for septic use. It reduces the load on the tank.',
    nearby: ['crompond', 'amawalk', 'jefferson-valley', 'kitchawan'],
  },
] satisfies TownContent[]
