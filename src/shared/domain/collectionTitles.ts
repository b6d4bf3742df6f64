/**
 * A collection's titles as the client holds them, changed the way the server will change them (the optimistic
 * updates of adding and removing titles): added titles go to the end in order, once; titleCount follows.
 */
export interface CollectionTitles {
  titleCount: number;
  products: ReadonlyArray<{ sku: string; sequence: number }>;
}

export function withTitles<C extends CollectionTitles>(collection: C, skus: readonly string[]): C {
  const inside = new Set(collection.products.map((p) => p.sku));
  let next = collection.products.reduce((max, p) => Math.max(max, p.sequence), -1) + 1;
  const added = [...new Set(skus)].filter((sku) => !inside.has(sku)).map((sku) => ({ sku, sequence: next++ }));
  return { ...collection, products: [...collection.products, ...added], titleCount: collection.titleCount + added.length };
}

export function withoutTitles<C extends CollectionTitles>(collection: C, skus: readonly string[]): C {
  const gone = new Set(skus);
  const products = collection.products.filter((p) => !gone.has(p.sku));
  return { ...collection, products, titleCount: collection.titleCount - (collection.products.length - products.length) };
}

interface Named {
  catalogID: number;
  name: string;
}

/** A list of collections (by name, case-insensitive, then id, as the server sorts them) with one put in or taken out. */
export function collectionListWith<C extends Named>(list: readonly C[], collection: C, member: boolean): C[] {
  const others = list.filter((c) => c.catalogID !== collection.catalogID);
  if (!member) return others;
  return [...others, collection].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.catalogID - b.catalogID);
}
