/**
 * Review copy format codes of seed 2: standard/EPUB 2, PDF 3, Kindle 4, mobi 5, audio mp3 11, audio zip 12,
 * audio chapters 13, external URL 1000, none 0.
 */
export const REVIEW_COPY_FORMAT = {
  none: 0,
  epub: 2,
  pdf: 3,
  kindle: 4,
  mobi: 5,
  audioMp3: 11,
  audioZip: 12,
  audioChapters: 13,
  externalUrl: 1000,
} as const;
