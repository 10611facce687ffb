import { useEffect, useId, useRef, useState } from 'react'
import { useIsClient } from '../../lib/use-is-client'
import { PHOTO_LIMITS, PHOTOS_FIELD } from '../../../shared/photo-limits'
import { NotAPhoto, shrinkPhoto, type ShrunkPhoto } from './shrink-photo'

export type PickedPhoto = ShrunkPhoto & { url: string }

type Props = { photos: PickedPhoto[]; onChange: (photos: PickedPhoto[]) => void }

/** "1.4 MB", "380 KB" */
function size(bytes: number): string {
  return bytes >= 1e6
    ? `${(bytes / 1e6).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1e3))} KB`
}

/**
 * The optional photo step: from the camera or the library, shrunk in the browser, shown as
 * thumbnails that can be removed before sending, with their total size.
 */
export function PhotoPicker({ photos, onChange }: Props) {
  const inputId = useId()
  const statusId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [problems, setProblems] = useState<string[]>([])
  const [working, setWorking] = useState(false)
  // before React the browser's own file input shows what was chosen (and sends it itself)
  const isClient = useIsClient()

  // photos chosen before React came are taken as if chosen now
  useEffect(() => {
    if (input.current?.files?.length) void add(input.current.files)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on taking the form over
  }, [])

  async function add(files: FileList | null) {
    if (!files?.length) return
    setWorking(true)
    const room = PHOTO_LIMITS.count - photos.length
    const chosen = [...files]
    const found: string[] =
      chosen.length > room
        ? [
            `Only ${PHOTO_LIMITS.count} photos can be sent: the first ${Math.max(room, 0)} were added.`,
          ]
        : []
    const added: PickedPhoto[] = []
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      try {
        const photo = await shrinkPhoto(file)
        added.push({ ...photo, url: URL.createObjectURL(photo.blob) })
      } catch (error) {
        found.push(
          error instanceof NotAPhoto ? error.message : `“${file.name}” could not be added.`,
        )
      }
    }
    setProblems(found)
    setWorking(false)
    onChange([...photos, ...added])
    if (input.current) input.current.value = ''
  }

  function remove(index: number) {
    URL.revokeObjectURL(photos[index]!.url)
    onChange(photos.filter((_, i) => i !== index))
  }

  const total = photos.reduce((sum, photo) => sum + photo.blob.size, 0)
  return (
    // a fieldset, and a grid's item, is at least as wide as its content by default; before React
    // that is the browser's own file input, wider than a phone's dialog
    <fieldset className="grid min-w-0 gap-2">
      <legend className="font-semibold">Add photos of your space (optional)</legend>
      <p className="text-sm text-muted">
        Up to {PHOTO_LIMITS.count} photos of the room help us prepare the first visit. They are made
        smaller before sending.
      </p>
      <label
        htmlFor={inputId}
        className={
          isClient
            ? 'inline-flex min-h-12 w-fit cursor-pointer items-center rounded-md border border-brand px-4 font-semibold text-brand hover:bg-brand-light has-focus-visible:outline-3 has-focus-visible:outline-accent'
            : 'w-fit max-w-full min-w-0'
        }
      >
        <span className={isClient ? undefined : 'sr-only'}>
          {photos.length ? 'Add more photos' : 'Choose photos'}
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          // the browser sends the files itself when the form goes without React
          name={PHOTOS_FIELD}
          accept="image/*"
          multiple
          aria-describedby={statusId}
          disabled={working || photos.length >= PHOTO_LIMITS.count}
          onChange={(event) => void add(event.target.files)}
          className={isClient ? 'sr-only' : 'max-w-full text-ink'}
        />
      </label>
      <p id={statusId} role="status" className="text-sm text-muted">
        {working
          ? 'Preparing the photos…'
          : photos.length
            ? `${photos.length} photo${photos.length === 1 ? '' : 's'}, ${size(total)} in all.`
            : ''}
      </p>
      {problems.map((problem) => (
        <p key={problem} className="text-sm text-red-700">
          {problem}
        </p>
      ))}
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Photos to send">
          {photos.map((photo, index) => (
            <li key={photo.url} className="relative">
              <img
                src={photo.url}
                alt={`${photo.name} (${index + 1} of ${photos.length})`}
                width={96}
                height={96}
                className="size-24 rounded-md border border-line object-cover"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove photo ${index + 1}, ${photo.name}`}
                className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full bg-ink text-white"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
