// Copyright the Sudoku Backtracking Teaching Kit authors. MIT licence.
// The storage behind Grid (grid.hpp) that stage code never names: where every cell of a size
// sits, worked out at compile time, and the type of a stored cell. Each is so for what it saves
// the search at every candidate (the comments say what). Plain comments: not part of the
// documented API.
#pragma once

#include <cstdint>

namespace sudoku {

namespace internal {

// A row, column, box or cell number in the tables below: a byte, but not a
// character type. Through a character type any write (a counter, a table entry)
// may change the tables as far as the compiler knows, so it would read the
// cell's row again after each one; through this type it reads it once.
enum class UnitIndex : std::uint8_t {};

// Where every cell of one grid size sits, worked out once, at compile time. The
// search asks "which row, column and box hold this cell?" at every candidate, and
// answering by dividing by the side (a run-time value) costs tens of cycles a
// division: more than the rest of a stage-3 check. A table answers in one read.
struct UnitTables {
  UnitIndex row[256];          //< row[cell]
  UnitIndex column[256];       //< column[cell]
  UnitIndex box[256];          //< box[cell]
  UnitIndex box_cell[16][16];  //< box_cell[box][index]: the index-th cell of the box
};

// The tables of the grid with box side `box_side`.
constexpr UnitTables make_unit_tables(int box_side) {
  UnitTables tables{};
  const int side = box_side * box_side;
  for (int cell = 0; cell < side * side; ++cell) {
    const int row = cell / side;
    const int column = cell % side;
    tables.row[cell] = static_cast<UnitIndex>(row);
    tables.column[cell] = static_cast<UnitIndex>(column);
    tables.box[cell] = static_cast<UnitIndex>((row / box_side) * box_side + column / box_side);
  }
  for (int box = 0; box < side; ++box) {
    const int origin = (box / box_side) * box_side * side + (box % box_side) * box_side;
    for (int index = 0; index < side; ++index) {
      tables.box_cell[box][index] = static_cast<UnitIndex>(origin + (index / box_side) * side + index % box_side);
    }
  }
  return tables;
}

// kUnitTables[box_side - 2] for the supported box sides 2, 3 and 4.
inline constexpr UnitTables kUnitTables[3] = {make_unit_tables(2), make_unit_tables(3), make_unit_tables(4)};

// How a cell's value is stored: a byte, but not a character type. A write
// through `unsigned char` may change any object as far as the compiler knows,
// so after every grid.set() it would have to reload the search's counters from
// memory and store them back; a byte-sized enumeration has no such licence, and
// the counters stay in registers.
enum class CellValue : std::uint8_t {};

}  // namespace internal

}  // namespace sudoku
