// The wizard's photos step: the photos editor for the draft (photos are saved as they upload), with their captions
// (shown in the listing's gallery).
import { RvPhotosEditor } from '../rv-photos-editor.tsx';
import { useRvForm } from './rv-form-context.tsx';

export function PhotosField({ withCaptions = true }: { withCaptions?: boolean }) {
  const { rv, error } = useRvForm();
  if (!rv) return null;
  return <RvPhotosEditor rv={rv} withCaptions={withCaptions} errorMessage={error('Photos').errorMessage} />;
}
