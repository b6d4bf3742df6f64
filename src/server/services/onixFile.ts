import { fieldProblem } from '../plugins/problem.ts';
import { XmlError, XmlSubtrees, type XmlElement } from './xmlTree.ts';

export const ONIX3_REFERENCE_NS = 'http://ns.editeur.org/onix/3.0/reference';
export const ONIX3_SHORT_NS = 'http://ns.editeur.org/onix/3.0/short';
/** The problem's field: the uploaded file. */
export const ONIX_FIELD = 'onix';
/** Text fed to the streamed parser at a time. */
const CHUNK_BYTES = 256 * 1024;

function* decodedChunks(bytes: Uint8Array): Generator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
      yield decoder.decode(bytes.subarray(at, at + CHUNK_BYTES), { stream: true });
    }
    yield decoder.decode();
  } catch (error) {
    if (error instanceof TypeError) throw fieldProblem(ONIX_FIELD, 'the file is not UTF-8 text');
    throw error;
  }
}

/** Refuses a root element that is not an ONIX 3.0 message in reference tags (a 422 naming the field). */
function checkRoot(root: XmlElement): void {
  if (root.uri === ONIX3_SHORT_NS || root.name === 'ONIXmessage') {
    throw fieldProblem(ONIX_FIELD, 'ONIX 3.0 short tags are not supported: send the file with reference tags', 422);
  }
  if (root.name !== 'ONIXMessage')
    throw fieldProblem(ONIX_FIELD, `not an ONIX file: the root element is <${root.name.slice(0, 40)}>, not <ONIXMessage>`, 422);
  const release = root.attrs.release ?? '';
  if (root.uri !== ONIX3_REFERENCE_NS || !release.startsWith('3.')) {
    const found = release ? `release ${release.slice(0, 10)}` : root.uri ? `namespace ${root.uri.slice(0, 80)}` : 'no release attribute';
    throw fieldProblem(ONIX_FIELD, `not ONIX 3.0 (${found}): the file needs release="3.0" and the namespace ${ONIX3_REFERENCE_NS}`, 422);
  }
}

/**
 * Streams the file through the parser and calls onProducts with the <Product> elements completed by each chunk
 * (in order); whole-file problems (not UTF-8, not well-formed XML, not ONIX 3.0) are thrown as 4xx naming the field.
 */
export async function eachProducts(bytes: Uint8Array, onProducts: (products: XmlElement[]) => Promise<void> | void): Promise<void> {
  const reader = new XmlSubtrees(1);
  let checked = false;
  const pass = async (work: () => void) => {
    try {
      work();
    } catch (error) {
      if (error instanceof XmlError) throw fieldProblem(ONIX_FIELD, `not well-formed XML: ${error.message.slice(0, 300)}`);
      throw error;
    }
    if (!checked && reader.root) {
      checkRoot(reader.root);
      checked = true;
    }
    const products = reader.take().filter((e) => e.name === 'Product');
    if (products.length > 0) await onProducts(products);
  };
  for (const chunk of decodedChunks(bytes)) await pass(() => reader.write(chunk));
  await pass(() => reader.close());
}

/** Pass one: the whole file is checked (well-formed ONIX 3.0) before anything is written; answers the number of products. */
export async function countProducts(bytes: Uint8Array): Promise<number> {
  let count = 0;
  await eachProducts(bytes, (products) => {
    count += products.length;
  });
  if (count === 0) throw fieldProblem(ONIX_FIELD, 'the ONIX file holds no <Product> records', 422);
  return count;
}
