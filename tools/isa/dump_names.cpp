// dump_names.cpp - print the names LLVM 22's AMDGPU MIR parser accepts.
//
// Part of mirpass tools/isa. Built and run by tools/isa/gen_names.py, which turns the output into
// mirpass/target/data/names.json.gz. Links the shared libLLVM-22 (everything used here is exported).
//
// Output, one name per line, with a kind word first:
//   op NAME CALL D U every instruction name (MIParser takes any of them, whatever the CPU), whether
//                    it is a call (1/0), and its implicit defs and uses (comma-separated, or -)
//   reg NAME         every physical register name, as MIR spells it (lower case)
//   class NAME BITS  every register class, lower case, with its size in bits
//   member CLASS REG the registers of the few classes machineFunctionInfo's register fields
//                    must be in (SIMachineFunctionInfo's MIR parsing checks them)
//   bank NAME        every register bank, lower case
//   subreg NAME      every subregister index
//   datalayout DL    the target's data layout (llc puts it in place of the module's)
#include "llvm/CodeGen/RegisterBankInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>

using namespace llvm;

int main() {
  InitializeAllTargetInfos();
  InitializeAllTargets();
  InitializeAllTargetMCs();
  Triple TT("amdgcn-amd-amdhsa");
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T) {
    errs() << Err << "\n";
    return 1;
  }
  TargetOptions Options;
  std::unique_ptr<TargetMachine> TM(
      T->createTargetMachine(TT, "gfx942", "", Options, std::nullopt));
  LLVMContext Ctx;
  Module M("names", Ctx);
  Function *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                                 GlobalValue::ExternalLinkage, "f", M);
  const TargetSubtargetInfo *ST = TM->getSubtargetImpl(*F);
  const TargetInstrInfo *TII = ST->getInstrInfo();
  const TargetRegisterInfo *TRI = ST->getRegisterInfo();
  raw_ostream &OS = outs();
  auto Regs = [&](ArrayRef<MCPhysReg> List) {
    if (List.empty())
      OS << "-";
    for (size_t K = 0; K != List.size(); ++K)
      OS << (K ? "," : "") << StringRef(TRI->getName(List[K])).lower();
  };
  for (unsigned I = 0, E = TII->getNumOpcodes(); I != E; ++I) {
    const MCInstrDesc &D = TII->get(I);
    OS << "op " << TII->getName(I) << " " << (D.isCall() ? 1 : 0) << " ";
    Regs(D.implicit_defs());
    OS << " ";
    Regs(D.implicit_uses());
    OS << "\n";
  }
  for (unsigned R = 1, E = TRI->getNumRegs(); R != E; ++R)
    OS << "reg " << StringRef(TRI->getName(R)).lower() << "\n";
  for (const TargetRegisterClass *RC : TRI->regclasses())
    OS << "class " << StringRef(TRI->getRegClassName(RC)).lower() << " "
       << TRI->getRegSizeInBits(*RC) << "\n";
  for (const TargetRegisterClass *RC : TRI->regclasses()) {
    StringRef Name = TRI->getRegClassName(RC);
    if (Name == "SGPR_32" || Name == "SGPR_128" || Name == "SReg_64" || Name == "VGPR_32")
      for (MCPhysReg Reg : *RC)
        OS << "member " << Name.lower() << " " << StringRef(TRI->getName(Reg)).lower() << "\n";
  }
  if (const RegisterBankInfo *RBI = ST->getRegBankInfo())
    for (unsigned B = 0, E = RBI->getNumRegBanks(); B != E; ++B)
      OS << "bank " << StringRef(RBI->getRegBank(B).getName()).lower() << "\n";
  for (unsigned I = 1, E = TRI->getNumSubRegIndices(); I != E; ++I)
    OS << "subreg " << TRI->getSubRegIndexName(I) << "\n";
  OS << "datalayout " << TM->createDataLayout().getStringRepresentation() << "\n";
  return 0;
}
