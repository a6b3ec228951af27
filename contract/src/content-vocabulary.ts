// Public content's constants without zod (issue 35): the blog's page size and its cache key. The app's pages read
// them without loading a schema; content.ts builds its schemas beside them.

export const blogPageSize = 4;

/** The key the blog content API is called with (spec 000 section 7: a key query parameter). */
export const blogContentKey = 'rove-blog-public';
