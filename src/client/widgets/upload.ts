/**
 * The upload widget (the spec's `FGUpload`; ADR 043): a chosen file is sent ahead to the
 * widget's address (`data-upload`) with its progress shown, and the form carries the token the
 * server gave for it. Fires `uploadcomplete` (spec 000 §9's event type) on the widget when done.
 * The form is multipart so that it carries the file without JavaScript; with a token the file is
 * on the server already, and the widget takes it out of the form's data (its `formdata` event):
 * its bytes do not travel twice. Without a token (the upload failed or still runs) the file goes
 * with the form, and the submit handler judges it.
 */
interface Texts {
  uploading: string
  uploaded: string
  failed: string
  tooBig: string
  type: string
}

const MAX_BYTES = 2 * 1024 * 1024
const TYPES = ['application/pdf', 'image/png', 'image/jpeg']

export function mount(el: HTMLElement): void {
  const file = el.querySelector<HTMLInputElement>('input[type=file]')
  const token = el.querySelector<HTMLInputElement>('input[type=hidden]')
  const progress = el.querySelector('progress')
  const status = el.querySelector<HTMLElement>('.upload__status')
  const url = el.dataset.upload
  if (!file || !token || !url || el.dataset.uploadMounted !== undefined) return
  el.dataset.uploadMounted = ''
  const texts = JSON.parse(el.dataset.uploadTexts ?? '{}') as Texts
  let request: XMLHttpRequest | null = null

  const say = (text: string, failed = false) => {
    if (status) {
      status.textContent = text
      status.classList.toggle('form__message--error', failed)
    }
    file.classList.toggle('error', failed)
    if (failed) file.setAttribute('aria-invalid', 'true')
    else file.removeAttribute('aria-invalid')
  }

  file.form?.addEventListener('formdata', (event) => {
    if (token.value && file.name) event.formData.delete(file.name)
  })

  file.addEventListener('change', () => {
    request?.abort()
    token.value = ''
    if (progress) progress.value = 0
    const chosen = file.files?.[0]
    if (!chosen) return say('')
    if (chosen.size > MAX_BYTES) return say(texts.tooBig, true)
    if (!TYPES.includes(chosen.type)) return say(texts.type, true)
    say(texts.uploading)
    const xhr = (request = new XMLHttpRequest())
    xhr.open('POST', url)
    xhr.setRequestHeader('content-type', chosen.type)
    xhr.setRequestHeader('x-file-name', encodeURIComponent(chosen.name))
    xhr.responseType = 'json'
    xhr.upload.addEventListener('progress', (event) => {
      if (progress && event.lengthComputable) progress.value = Math.round((event.loaded / event.total) * 100)
    })
    xhr.addEventListener('load', () => {
      request = null
      const answer = (xhr.response ?? {}) as { token?: string; name?: string; error?: string }
      if (xhr.status === 200 && answer.token) {
        token.value = answer.token
        if (progress) progress.value = 100
        say(texts.uploaded.replace('${name}', answer.name ?? chosen.name))
        el.dispatchEvent(new CustomEvent('uploadcomplete', { bubbles: true, detail: { name: answer.name } }))
      } else say(answer.error ?? texts.failed, true)
    })
    xhr.addEventListener('error', () => {
      request = null
      say(texts.failed, true)
    })
    xhr.send(chosen)
  })
}
