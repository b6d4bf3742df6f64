// Word lists for invented demo data. Every title, name and sentence made from these is generated;
// nothing here is quoted from a real book.

export const ADJECTIVES = [
  'Silent', 'Hidden', 'Crimson', 'Golden', 'Quiet', 'Broken', 'Distant', 'Wandering', 'Midnight', 'Salt',
  'Paper', 'Iron', 'Velvet', 'Hollow', 'Burning', 'Lost', 'Winter', 'Summer', 'Glass', 'Copper',
  'Restless', 'Painted', 'Northern', 'Sunken', 'Secret', 'Borrowed', 'Bright', 'Last', 'First', 'Wild',
  'Tender', 'Forgotten', 'Electric', 'Emerald', 'Ashen', 'Lantern', 'Little', 'Second', 'Narrow', 'Open',
] as const;

export const NOUNS = [
  'Harbor', 'Orchard', 'Lighthouse', 'Garden', 'River', 'Kingdom', 'Archive', 'Compass', 'Library', 'Island',
  'Orchestra', 'Meadow', 'Engine', 'Atlas', 'Mirror', 'Cartographer', 'Beekeeper', 'Almanac', 'Tide', 'Forest',
  'Clockmaker', 'Ferryman', 'Observatory', 'Crossing', 'Inheritance', 'Promise', 'Season', 'Country', 'Circus', 'Lantern',
  'Weather', 'Daughter', 'Stranger', 'Letters', 'Bridge', 'Canal', 'Highway', 'Kitchen', 'Pilgrim', 'Sparrow',
] as const;

export const PLACES = [
  'Alder Bay', 'Marrowgate', 'Linden Falls', 'Port Ellery', 'the Saltings', 'Kestrel Hill', 'Wren Hollow',
  'the Northern Reach', 'Calder Street', 'Oakmere', 'Ravenscar Point', 'Juniper Flats', 'the Old Quarter',
  'Thistledown', 'Fenwick Cross', 'Blue Ridge Road', 'Halcyon', 'the Far Shore',
] as const;

export const FIRST_NAMES = [
  'Ada', 'Ben', 'Clara', 'Daniel', 'Elena', 'Felix', 'Grace', 'Hugo', 'Iris', 'Jonah', 'Kira', 'Leo', 'Maya',
  'Nathan', 'Olive', 'Priya', 'Quinn', 'Rosa', 'Samuel', 'Tara', 'Uma', 'Victor', 'Willa', 'Xavier', 'Yara',
  'Zoe', 'Amara', 'Bruno', 'Celeste', 'Dev', 'Esme', 'Farid', 'Greta', 'Hana', 'Isaac', 'June', 'Kofi',
  'Lena', 'Marcus', 'Nora', 'Omar', 'Pearl', 'Rafael', 'Sofia', 'Theo', 'Vera', 'Wes', 'Ines',
] as const;

export const LAST_NAMES = [
  'Abernathy', 'Blackwood', 'Castellan', 'Delacroix', 'Ellison', 'Fairweather', 'Galloway', 'Hartley', 'Ingram',
  'Jansen', 'Kowalski', 'Lindqvist', 'Mbeki', 'Nakamura', 'Okafor', 'Pemberton', 'Quintero', 'Ramsay',
  'Sorensen', 'Thackeray', 'Underwood', 'Valdez', 'Whitlock', 'Yamamoto', 'Zielinski', 'Achebe-Hart', 'Brennan',
  'Chowdhury', 'Duarte', 'Everly', 'Fontaine', 'Greenhalgh', 'Haddad', 'Iwasaki', 'Kaplan', 'Lavigne', 'Moreau',
  'Novak', 'Oyelaran', 'Petrakis', 'Rahman', 'Sinclair', 'Tran', 'Varga', 'Winslow',
] as const;

/** Subjects for generated prose and descriptions. */
export const SUBJECTS = [
  'the ferryman', 'an old cartographer', 'her younger brother', 'the new librarian', 'a travelling musician',
  'the lighthouse keeper', 'two estranged sisters', 'a retired detective', 'the village baker', 'a young apprentice',
  'the harbor master', 'a wary stranger', 'the school teacher', 'a restless inventor', 'the orchard family',
] as const;

export const VERBS = [
  'carried', 'remembered', 'followed', 'mended', 'counted', 'searched for', 'painted', 'guarded', 'forgot',
  'uncovered', 'traded', 'measured', 'wrote down', 'hid', 'returned',
] as const;

export const OBJECTS = [
  'a bundle of letters', 'the brass compass', 'a map with no names', 'the last lantern', 'a borrowed coat',
  'the key to the archive', 'an unfinished song', 'a jar of river stones', 'the ledger of debts', 'a painted door',
  'the winter seeds', 'a photograph of the pier', 'the clock on the tower', 'a notebook of recipes',
] as const;

export const SETTINGS = [
  'under a low grey sky', 'as the tide went out', 'before the first frost', 'while the town slept',
  'in the smell of rain', 'beside the old canal', 'at the edge of the orchard', 'long after the fair had gone',
  'in the hush of the reading room', 'while the kettle sang', 'on the last ferry of the night',
] as const;

export const FEELINGS = [
  'a patient kind of hope', 'something close to grief', 'a stubborn curiosity', 'an old and quiet anger',
  'the relief of being known', 'a fear she could not name', 'an unexpected tenderness', 'the pull of home',
] as const;

export const PRAISE = [
  'luminous', 'gripping', 'tender', 'wise', 'propulsive', 'unforgettable', 'beautifully observed', 'sharp',
  'big-hearted', 'atmospheric', 'deeply moving', 'wickedly funny',
] as const;

export const READER_KINDS = [
  'book clubs', 'fans of slow-burn mysteries', 'readers of literary fiction', 'young readers', 'history lovers',
  'anyone who has ever moved away from home', 'gift buyers', 'armchair travellers', 'cooks and gardeners',
] as const;

export const CAPTIONS = [
  'Map of {place}', 'Chapter opener illustration', 'Endpaper design', 'Frontispiece', 'Sample spread',
  'Family tree', 'Author photograph placeholder', 'Illustrated recipe card', 'Timeline',
] as const;
