#!/usr/bin/env python3
"""Writes THIRD-PARTY-NOTICES.txt: every runtime dependency with its version, licence and URL as its POM (or a
parent POM) declares them, then the full licence texts and the NOTICE files the jars carry.

    mvn -B -o -q dependency:list -DincludeScope=runtime -DoutputFile=target/runtime-dependencies.txt
    python3 jpackage/third-party-notices.py target/runtime-dependencies.txt \
        > src/main/resources/com/marketevents/ui/THIRD-PARTY-NOTICES.txt

Reads POMs and jars from ~/.m2/repository and the GPL 2 text from /usr/share/common-licenses (Debian, Ubuntu).
Commit its output; NoticesNameEveryRuntimeJarTest fails when a runtime dependency is missing from it.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET
import zipfile

REPO = os.path.expanduser("~/.m2/repository")
DEPENDENCY = re.compile(r"([\w.\-]+):([\w.\-]+):jar:(?:([\w.\-]+):)?([\w.\-]+):(compile|runtime)")

# Licence names as the POMs spell them, to the texts below.
APACHE, MIT, BSD2, GPL2_CPE = "Apache-2.0", "MIT", "BSD-2-Clause", "GPL-2.0-with-classpath-exception"
KINDS = [("apache", APACHE), ("mit", MIT), ("bsd", BSD2), ("gpl", GPL2_CPE)]

# Copyright lines the MIT and BSD texts need; the jars carry none (AtlantaFX's is in its sources and its
# repository's LICENSE; Stax2's in its jar's META-INF/LICENSE, as <COPYRIGHT HOLDER> and <YEAR>).
COPYRIGHTS = {
    "io.github.mkpaz:atlantafx-base": "Copyright (c) 2022 mkpaz",
    "org.codehaus.woodstox:stax2-api": "Copyright (c) 2010- FasterXML.com",
}

MIT_TEXT = """Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""

BSD2_TEXT = """Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:

1. Redistributions of source code must retain the above copyright notice, this
   list of conditions and the following disclaimer.

2. Redistributions in binary form must reproduce the above copyright notice,
   this list of conditions and the following disclaimer in the documentation
   and/or other materials provided with the distribution.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
"""

CLASSPATH_EXCEPTION = """"CLASSPATH" EXCEPTION TO THE GPL

Certain source files distributed by Oracle America and/or its affiliates are
subject to the following clarification and special exception to the GPL, but
only where Oracle has expressly included in the particular source file's header
the words "Oracle designates this particular file as subject to the "Classpath"
exception as provided by Oracle in the LICENSE file that accompanied this code."

    Linking this library statically or dynamically with other modules is making
    a combined work based on this library.  Thus, the terms and conditions of
    the GNU General Public License cover the whole combination.

    As a special exception, the copyright holders of this library give you
    permission to link this library with independent modules to produce an
    executable, regardless of the license terms of these independent modules,
    and to copy and distribute the resulting executable under terms of your
    choice, provided that you also meet, for each linked independent module,
    the terms and conditions of the license of that module.  An independent
    module is a module which is not derived from or based on this library.  If
    you modify this library, you may extend this exception to your version of
    the library, but you are not obligated to do so.  If you do not wish to do
    so, delete this exception statement from your version.
"""


def artifact_file(group, artifact, version, suffix):
    return os.path.join(REPO, *group.split("."), artifact, version, f"{artifact}-{version}{suffix}")


def child(node, tag, ns):
    found = node.find(f"{ns}{tag}")
    return found.text.strip() if found is not None and found.text else None


def read_pom(group, artifact, version):
    root = ET.parse(artifact_file(group, artifact, version, ".pom")).getroot()
    ns = re.match(r"\{.*\}", root.tag)
    ns = ns.group(0) if ns else ""
    licences = [(child(node, "name", ns), child(node, "url", ns))
                for node in root.findall(f"{ns}licenses/{ns}license")]
    parent = root.find(f"{ns}parent")
    parent_gav = None if parent is None else tuple(child(parent, tag, ns)
                                                    for tag in ("groupId", "artifactId", "version"))
    return child(root, "name", ns), child(root, "url", ns), licences, parent_gav


def describe(group, artifact, version):
    """Name, URL and licences, from the nearest POM up the parent chain that declares them."""
    name, url, licences, parent = read_pom(group, artifact, version)
    while (not licences or not url) and parent:
        _, parent_url, parent_licences, parent = read_pom(*parent)
        licences = licences or parent_licences
        url = url or parent_url
    return name, url, licences


def kind(licence_name):
    lowered = licence_name.lower()
    for word, kind_name in KINDS:
        if word in lowered:
            return kind_name
    raise SystemExit(f"no licence text for {licence_name!r}: add one to {sys.argv[0]}")


def jar_notices(group, artifact, version, classifier):
    suffix = f"-{classifier}.jar" if classifier else ".jar"
    with zipfile.ZipFile(artifact_file(group, artifact, version, suffix)) as jar:
        return [(entry, jar.read(entry).decode("utf-8").strip()) for entry in sorted(jar.namelist())
                if re.match(r"META-INF/([\w-]*NOTICE[\w.]*|thirdparty-LICENSE)$", entry)]


def apache_text():
    path = artifact_file("org.apache.commons", "commons-lang3", "3.18.0", ".jar")
    with zipfile.ZipFile(path) as jar:
        return jar.read("META-INF/LICENSE.txt").decode("utf-8").strip("\n")


def main(dependency_list):
    entries, notices, seen = [], [], set()
    with open(dependency_list, encoding="utf-8") as lines:
        for line in lines:
            match = DEPENDENCY.search(line)
            if not match:
                continue
            group, artifact, classifier, version = match.group(1, 2, 3, 4)
            for entry, text in jar_notices(group, artifact, version, classifier):
                if text not in (known for _, _, known in notices):
                    notices.append((f"{group}:{artifact} {version}", entry, text))
            if (group, artifact) in seen:
                continue
            seen.add((group, artifact))
            name, url, licences = describe(group, artifact, version)
            entries.append((f"{group}:{artifact}", version, name, url, licences))
    entries.sort()

    out = []
    out.append("Market Events Browser: third-party notices")
    out.append("==========================================")
    out.append("""
Market Events Browser uses the libraries below, each under its own licence.
Each is listed with its version, the licence its Maven POM declares and the
project's address; the full texts of those licences follow the list, then the
NOTICE files that the libraries' jars carry.
""")
    out.append("Libraries")
    out.append("---------")
    for coordinates, version, name, url, licences in entries:
        out.append("")
        out.append(f"{coordinates} {version}" + (f" ({name})" if name else ""))
        for licence_name, licence_url in licences:
            out.append(f"    Licence: {licence_name}")
            out.append(f"             <{licence_url}>")
        out.append(f"    Project: {url}")
        if coordinates in COPYRIGHTS:
            out.append(f"    {COPYRIGHTS[coordinates]}")
    out.append("""
The Java runtime
----------------

The installed application (app-image, .deb, .msi, .dmg) carries a Java 17
runtime made from OpenJDK with jlink: GPL-2.0 with the Classpath Exception
(text below). The notices of the libraries inside that runtime are in its
legal folder (lib/runtime/legal/ in the Linux app-image and .deb).
""")

    used = {kind(licence_name) for *_, licences in entries for licence_name, _ in licences}
    used.add(GPL2_CPE)  # the Java runtime
    out.append("Licence texts")
    out.append("=============")
    if APACHE in used:
        out += ["", "Apache License 2.0", "------------------", "",
                "Applies to every library above whose licence is the Apache License 2.0.", "", apache_text()]
    if MIT in used:
        out += ["", "MIT License", "-----------"]
        for coordinates, *_, licences in entries:
            if any(kind(licence_name) == MIT for licence_name, _ in licences):
                out += ["", f"{coordinates}:", "", COPYRIGHTS[coordinates], "", MIT_TEXT.rstrip("\n")]
    if BSD2 in used:
        out += ["", "BSD 2-Clause License", "--------------------"]
        for coordinates, *_, licences in entries:
            if any(kind(licence_name) == BSD2 for licence_name, _ in licences):
                out += ["", f"{coordinates}:", "", COPYRIGHTS[coordinates], "", BSD2_TEXT.rstrip("\n")]
    with open("/usr/share/common-licenses/GPL-2", encoding="utf-8") as gpl:
        gpl_text = gpl.read().strip("\n")
    out += ["", "GNU General Public License, version 2, with the Classpath Exception",
            "-------------------------------------------------------------------", "",
            "Applies to OpenJFX (org.openjfx:javafx-*) and to the bundled Java runtime.", "",
            gpl_text, "", CLASSPATH_EXCEPTION.rstrip("\n")]

    out += ["", "NOTICE files of the libraries", "============================="]
    for owner, entry, text in notices:
        out += ["", f"{owner}, {entry}:", "", text]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
