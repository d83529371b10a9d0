#!/usr/bin/env python3
"""Generates static inline C wrappers with the real GL/EGL names from libepoxy's headers.

Swift cannot see epoxy's `#define glClear epoxy_glClear` macros, and in Swift 6 mode it rejects the
`epoxy_glClear` function-pointer globals as shared mutable state. A `static inline` function per
entry point gives Swift plain C functions with the real names.

Each GL wrapper also carries the test-only interception layer of gl_intercept.h: while any thread
has a hook installed (glhook_set_thread_hook), a call builds a glhook_call (entry id, name,
arguments, result) and lets the calling thread's hook see it before and after the driver runs it;
otherwise it costs one predictable branch on a global flag. EGL wrappers are not intercepted.

usage: scripts/gen-epoxy-wrappers.py OUT_DIR [--include-dir /usr/include/epoxy]
writes OUT_DIR/gl_wrappers.h (core GL: vendor-suffixed extension entry points skipped, KHR_debug
kept) and OUT_DIR/egl_wrappers.h (every EGL entry point).
"""
import argparse
import os
import re
import sys

VENDOR_SUFFIX = re.compile(
    r'(ARB|EXT|OES|NV|NVX|AMD|APPLE|KHR|INTEL|SGI|SGIS|SGIX|SUN|SUNX|ATI|MESA|MESAX|IBM|HP|3DFX|'
    r'GREMEDY|OML|PGI|INGR|OVR|QCOM|IMG|ANGLE|ARM|DMP|FJ|VIV|WIN|S3|REND|EXTX|NOK|HI|TIZEN|'
    r'CHROMIUM|SEC|ANDROID|HUAWEI|WL|QNX)$')
# Argument and result types carried in glhook_value's `p` (pointers) and `f` (floating point);
# every other type is an integer, carried in `u`.
POINTER_TYPES = {'GLsync', 'GLDEBUGPROC', 'GLDEBUGPROCAMD', 'GLDEBUGPROCARB', 'GLDEBUGPROCKHR',
                 'GLeglClientBufferEXT', 'GLeglImageOES', 'GLVULKANPROCNV'}
FLOAT_TYPES = {'GLfloat', 'GLdouble', 'GLclampf', 'GLclampd'}
DECLARATION = re.compile(r'^EPOXY_PUBLIC (.+?) \(EPOXY_CALLSPEC \*epoxy_(\w+)\)\((.*)\);\s*$')


def argument_names(arguments):
    return [re.search(r'(\w+)\s*(\[\d*\])?$', part.strip()).group(1) for part in split_arguments(arguments)]


def value_field(declaration):
    """The glhook_value field that carries a parameter or result declared `declaration`."""
    if '*' in declaration or '[' in declaration:
        return 'p'
    base = re.sub(r'\s*\b\w+$', '', declaration.strip()) or declaration.strip()
    base = base.replace('const ', '').strip()
    if base in POINTER_TYPES or declaration.strip() in POINTER_TYPES:
        return 'p'
    return 'f' if base in FLOAT_TYPES or declaration.strip() in FLOAT_TYPES else 'u'


def value_of(field, name):
    return {'p': f'{{.p = (const void *)({name})}}', 'f': f'{{.f = (double)({name})}}',
            'u': f'{{.u = (uint64_t)({name})}}'}[field]


def intercepted(entry, result, name, arguments, call):
    """The body of a GL wrapper with the interception branch (see gl_intercept.h)."""
    names = argument_names(arguments)
    parts = [p.strip() for p in split_arguments(arguments)]
    values = ', '.join(value_of(value_field(part), n) for part, n in zip(parts, names)) or '{.u = 0}'
    returns = result.strip() != 'void'
    field = value_field(result.strip() + ' r') if returns else None
    run = (f'glhook_c_.result.{field} = {"(const void *)" if field == "p" else ""}epoxy_{name}({call});' if returns
           else f'epoxy_{name}({call});')
    if returns:
        back = {'p': f'({result.strip()})(uintptr_t)glhook_c_.result.p', 'f': f'({result.strip()})glhook_c_.result.f',
                'u': f'({result.strip()})glhook_c_.result.u'}[field]
        tail = f' return {back};'
        plain = f'return epoxy_{name}({call});'
    else:
        tail = ' return;'
        plain = f'epoxy_{name}({call});'
    return (f'    if (GLHOOK_UNLIKELY(glhook_active())) {{\n'
            f'        glhook_value glhook_a_[] = {{{values}}};\n'
            f'        glhook_call glhook_c_ = {{{entry}, "{name}", {len(names)}, glhook_a_, {{.u = 0}}}};\n'
            f'        if (glhook_before(&glhook_c_) == GLHOOK_RUN) {{ {run} glhook_after(&glhook_c_); }}\n'
            f'       {tail}\n'
            f'    }}\n'
            f'    {plain}')


def split_arguments(arguments):
    arguments = arguments.strip()
    if arguments in ('', 'void'):
        return []
    parts, depth, current = [], 0, ''
    for ch in arguments:
        depth += (ch == '(') - (ch == ')')
        if ch == ',' and depth == 0:
            parts.append(current)
            current = ''
        else:
            current += ch
    parts.append(current)
    return parts


def declarations(header_path, prefix, core_only):
    """(result, name, arguments) of every entry point of `header_path` whose name starts with
    `prefix` (vendor-suffixed ones skipped when `core_only`)."""
    found = []
    with open(header_path) as header:
        for line in header.read().splitlines():
            match = DECLARATION.match(line)
            if not match:
                continue
            result, name, arguments = match.groups()
            if not name.startswith(prefix) or (core_only and VENDOR_SUFFIX.search(name)):
                continue
            found.append((result, name, arguments))
    return found


def wrapper(result, name, arguments, entry=None):
    """One `static inline` wrapper; with an `entry` id, intercepted (gl_intercept.h)."""
    call = ', '.join(argument_names(arguments))
    params = arguments if arguments.strip() else 'void'
    if entry is None:
        ret = '' if result.strip() == 'void' else 'return '
        return f'#undef {name}\nstatic inline {result} {name}({params}) {{ {ret}epoxy_{name}({call}); }}'
    body = intercepted(entry, result, name, arguments, call)
    return (f'#undef {name}\n#define GLHOOK_ENTRY_{name} {entry}\n'
            f'static inline {result} {name}({params}) {{\n{body}\n}}')


def write(path, source_name, lines):
    guard = os.path.basename(path).upper().replace('.', '_')
    text = (f'/* Generated by scripts/gen-epoxy-wrappers.py from epoxy/{source_name}. Do not edit. */\n'
            f'#ifndef GLAZE_{guard}\n#define GLAZE_{guard}\n' + '\n'.join(lines) + '\n#endif\n')
    with open(path, 'w') as out:
        out.write(text)
    print(f'{path}: {len(lines)} wrappers', file=sys.stderr)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('out_dir')
    parser.add_argument('--include-dir', default='/usr/include/epoxy')
    args = parser.parse_args()
    gl_header = os.path.join(args.include_dir, 'gl_generated.h')
    # KHR_debug is core in 4.3 but Glaze uses it on 3.3 where the driver offers it.
    gl = declarations(gl_header, 'gl', core_only=True) + [
        d for d in declarations(gl_header, 'gl', core_only=False)
        if d[1] in ('glDebugMessageCallbackKHR', 'glObjectLabelKHR')]
    lines = [wrapper(*d, entry=index) for index, d in enumerate(gl)]
    lines.append(f'/* One more than the largest GLHOOK_ENTRY_ id. */\n#define GLHOOK_ENTRY_LIMIT {len(gl)}')
    write(os.path.join(args.out_dir, 'gl_wrappers.h'), 'gl_generated.h', lines)
    egl = [wrapper(*d) for d in declarations(os.path.join(args.include_dir, 'egl_generated.h'), 'egl', core_only=False)]
    write(os.path.join(args.out_dir, 'egl_wrappers.h'), 'egl_generated.h', egl)


if __name__ == '__main__':
    main()
