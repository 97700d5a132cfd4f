// The zip format's parts used here (PKWARE's APPNOTE): a local file header
// and the bytes of each file, then a central directory entry of each, then
// the end of central directory record; every number little-endian; no
// compression (method 0), so the sizes are the files' own.
#include "zip.hpp"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "verify.hpp"

namespace packages {

namespace fs = std::filesystem;

namespace {

std::uint32_t crc32_of(const std::string& bytes) {
    static const std::vector<std::uint32_t> table = [] {
        std::vector<std::uint32_t> entries(256);
        for (std::uint32_t n = 0; n < 256; ++n) {
            std::uint32_t c = n;
            for (int k = 0; k < 8; ++k) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
            entries[n] = c;
        }
        return entries;
    }();
    std::uint32_t crc = 0xffffffffu;
    for (unsigned char byte : bytes) crc = table[(crc ^ byte) & 0xff] ^ (crc >> 8);
    return crc ^ 0xffffffffu;
}

void put16(std::string& out, std::uint32_t value) {
    out += static_cast<char>(value & 0xff);
    out += static_cast<char>((value >> 8) & 0xff);
}

void put32(std::string& out, std::uint32_t value) {
    put16(out, value & 0xffff);
    put16(out, value >> 16);
}

struct Entry {
    std::string name;
    std::uint32_t crc, size, offset;
};

// The fields a local header and a central directory entry share, from
// "version needed" to the name's length (no extra field).
std::string common_fields(const Entry& entry) {
    std::string out;
    put16(out, 10);      // version needed: 1.0, stored files
    put16(out, 0x0800);  // flags: names in UTF-8
    put16(out, 0);       // method: stored
    put16(out, 0);       // time: 00:00:00
    put16(out, 0x21);    // date: 1980-01-01, the same bytes on every export
    put32(out, entry.crc);
    put32(out, entry.size);
    put32(out, entry.size);
    put16(out, static_cast<std::uint32_t>(entry.name.size()));
    put16(out, 0);
    return out;
}

}  // namespace

void write_zip(const fs::path& folder, const fs::path& zip) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder))
        if (entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::string archive, directory;
    std::vector<Entry> entries;
    for (const fs::path& file : files) {
        const std::string bytes = read_text(file);
        if (bytes.size() >= 0xffffffffu || archive.size() + bytes.size() >= 0xffffffffu)
            throw std::runtime_error("the package is too large for a zip without its 64-bit extension");
        Entry entry{fs::relative(file, folder).generic_string(), crc32_of(bytes),
                    static_cast<std::uint32_t>(bytes.size()), static_cast<std::uint32_t>(archive.size())};
        put32(archive, 0x04034b50);
        archive += common_fields(entry) + entry.name + bytes;
        put32(directory, 0x02014b50);
        put16(directory, 0x0314);  // made by: Unix, 2.0
        directory += common_fields(entry);
        put16(directory, 0);               // comment length
        put16(directory, 0);               // disk number
        put16(directory, 0);               // internal attributes
        put32(directory, 0100644u << 16);  // external: a regular file, rw-r--r--
        put32(directory, entry.offset);
        directory += entry.name;
        entries.push_back(entry);
    }
    const std::uint32_t directory_at = static_cast<std::uint32_t>(archive.size());
    archive += directory;
    put32(archive, 0x06054b50);
    put16(archive, 0);
    put16(archive, 0);
    put16(archive, static_cast<std::uint32_t>(entries.size()));
    put16(archive, static_cast<std::uint32_t>(entries.size()));
    put32(archive, static_cast<std::uint32_t>(directory.size()));
    put32(archive, directory_at);
    put16(archive, 0);
    const fs::path part = zip.string() + ".part";
    std::ofstream out(part, std::ios::binary);
    out << archive;
    out.close();
    if (!out) throw std::runtime_error("cannot write " + zip.string());
    fs::rename(part, zip);
}

}  // namespace packages
