import '@/components/ui/forms.css';
import { MAX_UPLOAD_BYTES, type User } from '@trail/shared';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useUploadAvatar } from '../api/upload-avatar';

const TOO_BIG_MESSAGE = 'Please choose an image under 5 MB';
const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file';

/** Picks a picture, previews it at once and uploads it with a progress bar. */
export function AvatarUpload({ user }: { user: User }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar(setProgress);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.reset();
    if (!file.type.startsWith('image/')) return setProblem(NOT_AN_IMAGE_MESSAGE);
    if (file.size > MAX_UPLOAD_BYTES) return setProblem(TOO_BIG_MESSAGE);
    setProblem(null);
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate({ userId: user._id, file });
  };

  const shown = preview ?? user.profileImgUrl;
  const error = problem ?? upload.error?.message;
  return (
    <div className="avatar-upload">
      {shown ? (
        <img src={shown} alt="Your profile picture" width={96} height={96} className="avatar avatar-large" />
      ) : (
        <span className="avatar avatar-large avatar-initials" aria-hidden="true">
          {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
        </span>
      )}
      <label className="button button-secondary">
        Change picture
        <input type="file" accept="image/*" onChange={choose} className="visually-hidden" />
      </label>
      {upload.isPending && (
        <progress value={progress} max={1} aria-label="Uploading your picture">
          {Math.round(progress * 100)}%
        </progress>
      )}
      {upload.isSuccess && <p role="status">Your new picture is saved.</p>}
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
    </div>
  );
}
