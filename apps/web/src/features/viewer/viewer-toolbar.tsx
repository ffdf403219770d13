import type { RefObject } from 'react';
import { Ellipsis, Maximize, MoveHorizontal, RefreshCw, Search, StickyNote, TextCursor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { NotesUi } from '@/components/notes/notes-ui';
import { AddStickyButton } from '@/features/viewer/notes/stage-notes';
import { FindBox } from './find-box';
import { PageStepper } from './page-stepper';
import type { ViewerCommands, ViewerState } from './use-pdf-viewer';
import { ZoomControls } from './zoom-controls';
import type { FitMode } from './zoom';

export interface ViewerToolbarProps {
  state: ViewerState;
  ready: boolean;
  commands: ViewerCommands;
  findInput: RefObject<HTMLInputElement | null>;
  /** A phone: one row of icons, the rest in the More tools menu, the find box in a row of its own when asked for. */
  compact: boolean;
  findOpen: boolean;
  onFindOpen: () => void;
  textSelection: boolean;
  onTextSelection: (on: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
  notesUi: NotesUi | null;
}

/** The viewer's tools (spec 02 §2): pages, zoom, find, sticky note, text selection or hand, refresh. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { t } = useTranslation('viewer');
  const { state, ready, commands, findInput, compact, notesUi } = props;
  const findBox = <FindBox inputRef={findInput} matches={state.matches} findState={state.findState} disabled={!ready} onFind={commands.find} />;
  return (
    <div role="group" aria-label={t('toolbar.label')} className="border-b bg-card px-1.5 py-1.5 sm:px-3">
      <div className="flex flex-wrap items-center justify-between gap-x-1 gap-y-1 sm:gap-x-4">
        <PageStepper page={state.page} pages={state.pages} onGo={commands.goToPage} />
        <ZoomControls percent={state.percent} fit={state.fit} disabled={!ready} onZoom={commands.setZoom} onFit={commands.fitTo} fitButtons={!compact} />
        {!compact && findBox}
        <div className="flex items-center gap-1">
          {!compact && notesUi && <AddStickyButton ui={notesUi} disabled={!ready} />}
          <TextSelectionToggle on={props.textSelection} onChange={props.onTextSelection} disabled={!ready} />
          {compact ? <MoreTools {...props} /> : <RefreshButton onRefresh={props.onRefresh} refreshing={props.refreshing} />}
        </div>
      </div>
      {compact && props.findOpen && <div className="mt-1">{findBox}</div>}
    </div>
  );
}

function TextSelectionToggle({ on, onChange, disabled }: { on: boolean; onChange: (on: boolean) => void; disabled: boolean }) {
  const { t } = useTranslation('viewer');
  return (
    <Button
      variant={on ? 'secondary' : 'ghost'}
      size="icon"
      onClick={() => onChange(!on)}
      disabled={disabled}
      aria-pressed={on}
      aria-label={t('toolbar.textSelection')}
      title={on ? t('toolbar.textSelectionHint') : t('toolbar.handToolHint')}
    >
      <TextCursor aria-hidden="true" />
    </Button>
  );
}

function RefreshButton({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation('viewer');
  return (
    <Button variant="ghost" size="icon" onClick={onRefresh} disabled={refreshing} aria-label={t('toolbar.refresh')} title={t('toolbar.refresh')}>
      <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
    </Button>
  );
}

/** A phone's overflow menu: the fit modes, find, a sticky note, refresh. */
function MoreTools({ state, ready, commands, onFindOpen, notesUi, onRefresh, refreshing }: ViewerToolbarProps) {
  const { t } = useTranslation('viewer');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('toolbar.more')} title={t('toolbar.more')}>
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={state.fit ?? ''} onValueChange={(mode) => commands.fitTo(mode as FitMode)}>
          <DropdownMenuRadioItem value="page-width" disabled={!ready}>
            <MoveHorizontal aria-hidden="true" />
            {t('toolbar.fitWidth')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="page-fit" disabled={!ready}>
            <Maximize aria-hidden="true" />
            {t('toolbar.fitPage')}
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onFindOpen} disabled={!ready}>
          <Search aria-hidden="true" />
          {t('find.label')}
        </DropdownMenuItem>
        {notesUi && (
          <DropdownMenuItem onSelect={() => notesUi.setPlacing(true)} disabled={!ready || !notesUi.versionId}>
            <StickyNote aria-hidden="true" />
            {t('notes.addSticky')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" />
          {t('toolbar.refresh')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
