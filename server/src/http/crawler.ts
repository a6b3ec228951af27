// Spec 000 section 5: crawler user agents contain one of these words.
const crawlerWords = ['inspection', 'bot', 'googlebot', 'crawler', 'spider', 'robot', 'crawling'];

export function isCrawler(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  const ua = userAgent.toLowerCase();
  return crawlerWords.some((word) => ua.includes(word));
}
