// The records pages' imports of the page language; the helpers are shared by every area.
export { pick, useLang } from '../../../components/lang';
