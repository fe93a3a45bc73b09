import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { oneDarkTheme } from '@codemirror/theme-one-dark';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
// a dependency of @codemirror/language: the tags its highlight styles are keyed by
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import type { CodeLanguage } from './code-storage';

export type EditorTheme = 'Dark' | 'Light';

// Each language's grammar loads when that language is chosen: a student downloads only the one they write in.
const cpp = () => import('@codemirror/lang-cpp').then((m) => m.cpp());
const modes: Record<CodeLanguage, () => Promise<Extension>> = {
  Python: () => import('@codemirror/lang-python').then((m) => m.python()),
  Java: () => import('@codemirror/lang-java').then((m) => m.java()),
  JavaScript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  C: cpp,
  Cpp: cpp,
};

// One Dark with its colours lifted to at least 4.5:1 on the active line (#2b313d), for WCAG AA.
const dark = {
  coral: '#ef8891',
  violet: '#d291e4',
  grey: '#a8b0bd',
  malibu: '#61afef',
  whiskey: '#d19a66',
  ivory: '#abb2bf',
  chalky: '#e5c07b',
  cyan: '#56b6c2',
  sage: '#98c379',
};
const darkHighlight = HighlightStyle.define([
  { tag: tags.keyword, color: dark.violet },
  { tag: [tags.name, tags.deleted, tags.character, tags.propertyName, tags.macroName], color: dark.coral },
  { tag: [tags.function(tags.variableName), tags.labelName], color: dark.malibu },
  { tag: [tags.color, tags.constant(tags.name), tags.standard(tags.name)], color: dark.whiskey },
  { tag: [tags.definition(tags.name), tags.separator], color: dark.ivory },
  {
    tag: [
      tags.typeName,
      tags.className,
      tags.number,
      tags.changed,
      tags.annotation,
      tags.modifier,
      tags.self,
      tags.namespace,
    ],
    color: dark.chalky,
  },
  {
    tag: [
      tags.operator,
      tags.operatorKeyword,
      tags.url,
      tags.escape,
      tags.regexp,
      tags.link,
      tags.special(tags.string),
    ],
    color: dark.cyan,
  },
  { tag: [tags.meta, tags.comment], color: dark.grey },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.heading, fontWeight: 'bold', color: dark.coral },
  { tag: [tags.atom, tags.bool, tags.special(tags.variableName)], color: dark.whiskey },
  { tag: [tags.processingInstruction, tags.string, tags.inserted], color: dark.sage },
  { tag: tags.invalid, color: '#ffffff' },
]);
const darkTheme: Extension = [
  oneDarkTheme,
  EditorView.theme({ '.cm-gutters': { color: dark.grey } }, { dark: true }),
  syntaxHighlighting(darkHighlight),
];
const lightTheme: Extension = [
  EditorView.theme({ '.cm-gutters': { color: '#4b5563' } }, { dark: false }),
  syntaxHighlighting(defaultHighlightStyle),
];
const themeOf = (theme: EditorTheme): Extension => (theme === 'Dark' ? darkTheme : lightTheme);

const sizeOf = (fontSize: number): Extension =>
  EditorView.theme({
    '&': { fontSize: `${fontSize}px` },
    '.cm-content': { fontFamily: 'ui-monospace, monospace' },
  });

const labelOf = (label: string) => EditorView.contentAttributes.of({ 'aria-label': label });

type CodeEditorProps = {
  value: string;
  language: CodeLanguage;
  theme: EditorTheme;
  fontSize: number;
  label: string;
  onChange: (value: string) => void;
  /**
   * Right-click, cut, copy or paste was blocked (SPEC §5). The events still bubble: a page that reports
   * right-clicks everywhere (the test screen) reports this one too.
   */
  onBlocked?: (what: 'contextmenu' | 'clipboard') => void;
};

/** CodeMirror 6 from the @codemirror/* packages, loaded as its own chunk. */
export default function CodeEditor({
  value,
  language,
  theme,
  fontSize,
  label,
  onChange,
  onBlocked,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({
    language: new Compartment(),
    theme: new Compartment(),
    size: new Compartment(),
    label: new Compartment(),
  });
  const callbacks = useRef({ onChange, onBlocked });
  callbacks.current = { onChange, onBlocked };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is created once; later props are applied below
  useEffect(() => {
    if (!host.current) return;
    const c = compartments.current;
    const block = (what: 'contextmenu' | 'clipboard') => (event: Event) => {
      event.preventDefault();
      callbacks.current.onBlocked?.(what);
      return true;
    };
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          // Tab indents; Escape then Tab leaves the editor, so keyboard users are never trapped.
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
          c.language.of([]),
          c.theme.of(themeOf(theme)),
          c.size.of(sizeOf(fontSize)),
          c.label.of(labelOf(label)),
          EditorView.domEventHandlers({
            contextmenu: block('contextmenu'),
            copy: block('clipboard'),
            cut: block('clipboard'),
            paste: block('clipboard'),
            drop: block('clipboard'),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
          // The editor grows with the code and wraps long lines: no inner scroll region a keyboard cannot reach.
          EditorView.lineWrapping,
          EditorView.theme({ '&': { minHeight: '18rem' }, '.cm-scroller': { minHeight: '18rem' } }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    let current = true;
    void modes[language]().then((extension) => {
      if (current) view.current?.dispatch({ effects: compartments.current.language.reconfigure(extension) });
    });
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.theme.reconfigure(themeOf(theme)) });
  }, [theme]);

  // the accessible name says the language: it follows a switch, as everything else does
  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.label.reconfigure(labelOf(label)) });
  }, [label]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.size.reconfigure(sizeOf(fontSize)) });
  }, [fontSize]);

  return <div ref={host} className="min-h-72 overflow-hidden rounded-lg border border-slate-300" />;
}
