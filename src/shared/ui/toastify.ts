/**
 * react-toastify without its runtime <style> injection: the default entry writes its CSS into a <style> element,
 * which the Content-Security-Policy (style-src without 'unsafe-inline') blocks. The unstyled entry with the
 * package's stylesheet is the same look, loaded as a file with the toast chunk.
 */
import 'react-toastify/ReactToastify.css';

export { ToastContainer, toast } from 'react-toastify/unstyled';
