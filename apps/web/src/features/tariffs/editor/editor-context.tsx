import { createContext, type ReactNode, useContext } from 'react';
import type { EditorErrors } from './form-errors';
import type { TariffForm } from './form-state';

export type EditorState = {
  form: TariffForm;
  errors: EditorErrors;
  /** Locked tariffs and saves in flight: every input is disabled. */
  readOnly: boolean;
  /** Changes the form; the keys in `clear` lose their error, since the supplier is fixing them. */
  change: (update: (form: TariffForm) => TariffForm, clear?: string[]) => void;
  /** A prefix for element ids, unique per editor. */
  id: string;
};

const EditorContext = createContext<EditorState | null>(null);

/** The sections read and change the one form through this, instead of a prop chain through every table. */
export function EditorProvider({ value, children }: { value: EditorState; children: ReactNode }) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function useEditor(): EditorState {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside EditorProvider');
  return value;
}
