// Favourites (spec 000 section 7, paths as spelt): a signed-in user's collections of RVs. Requests and answers.
import { z } from 'zod';

export const defaultCollectionName = 'Favourites';

const id = z.coerce.number().int().positive();
const collectionName = z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.');
const profileId = id.optional();

export const AddToFavouritesSchema = z.object({ RvId: id, CollectionId: id.optional(), ProfileId: profileId });
export const CreateCollectionSchema = z.object({ CollectionName: collectionName, ProfileId: profileId });
export const UpdateCollectionSchema = z.object({ Id: id, CollectionName: collectionName, ProfileId: profileId });
/** The query of the two DELETE calls: the item's or the collection's Id. */
export const FavouriteIdQuerySchema = z.object({ Id: id });

export const FavouriteItemSchema = z
  .object({ Id: z.number().int(), RVId: z.number().int(), Alias: z.string(), Name: z.string() })
  .meta({ id: 'FavouriteItem' });
export const FavouriteCollectionSchema = z
  .object({ Id: z.number().int(), CollectionName: z.string(), Items: z.array(FavouriteItemSchema) })
  .meta({ id: 'FavouriteCollection' });
export const FavouriteListSchema = z.array(FavouriteCollectionSchema);
/** POST add-to-favourites-list: the item (201 when added, 200 when it was there). */
export const FavouriteAddedSchema = z.object({ Id: z.number().int(), RVId: z.number().int(), CollectionId: z.number().int() });

export type FavouriteItemOut = z.infer<typeof FavouriteItemSchema>;
export type FavouriteCollectionOut = z.infer<typeof FavouriteCollectionSchema>;
